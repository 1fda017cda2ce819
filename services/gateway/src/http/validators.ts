/**
 * How route schemas become request validators. Query strings, path parameters and headers arrive as text and are
 * coerced to the schema's types ("2" → 2); a JSON body is taken as sent, so `"name": false` is refused rather
 * than read as "false". A multipart body is read and checked part by part by its handler.
 */
import AjvCompiler from "@fastify/ajv-compiler";

/** What fastify hands a validator compiler (the part of it read here). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  contentType?: string;
}
type Compile = (route: RouteSchema) => (data: unknown) => unknown;
type BuildValidator = (
  externalSchemas: Record<string, unknown>,
  options: { customOptions?: Record<string, unknown> },
) => Compile;

const MULTIPART = "multipart/form-data";

export function requestValidators(): BuildValidator {
  const pool = AjvCompiler() as unknown as BuildValidator;
  return (externalSchemas, options) => {
    const coercing = pool(externalSchemas, options);
    const asSent = pool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => {
      if (route.httpPart !== "body") return coercing(route);
      if (route.contentType === MULTIPART) return () => true;
      return asSent(route);
    };
  };
}
