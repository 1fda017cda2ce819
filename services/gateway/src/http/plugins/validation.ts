/**
 * Request validation and response serialization from the route schemas. Validation failures answer 400 with a
 * message naming the value and the rule; responses are built by the handlers in their final shape and written
 * as they are (the response schemas document them, they do not filter them).
 */
import fp from "fastify-plugin";
import { JsonValue } from "../schemas/primitives.ts";
import { validationMessage, type SchemaError } from "../validation-errors.ts";

export default fp(
  async (app) => {
    // Refers to itself, so it is shared by $id rather than inlined into each route's schema.
    app.addSchema(JsonValue);
    app.setSchemaErrorFormatter((errors, part) => new Error(validationMessage(errors as SchemaError[], part)));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  },
  { name: "validation" },
);
