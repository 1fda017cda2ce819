/** The OpenAPI 3.1 document, built from the route schemas, at /openapi.json, and its UI at /docs. */
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "DocIntake API",
          version: "1.0.0",
          description:
            "Document intake and parsing: upload PDF/JPG/JPEG/PNG files, detect their type, extract invoices and " +
            "bank statements asynchronously, manage parsing schemas. Every /api/v1 endpoint takes " +
            "`Authorization: Bearer <token>`. Text in requests may not contain NUL characters or unpaired surrogates.",
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: "http", scheme: "bearer", description: "An API key (dik_…) or a JWT" },
            adminAuth: {
              type: "http",
              scheme: "bearer",
              description: "The admin credential the service was configured with (ADMIN_API_KEY)",
            },
          },
        },
        tags: [
          { name: "files" },
          { name: "invoices" },
          { name: "statements" },
          { name: "parse" },
          { name: "schemas" },
          { name: "operations" },
          {
            name: "admin",
            description:
              "Users, API keys and webhook secrets while the service runs (/admin/v1). Served only when the service " +
              "has an admin credential (ADMIN_API_KEY), and not through the public ingress by default.",
          },
        ],
      },
      // Shared schemas (app.addSchema) become components named by their $id.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`),
      },
    });
    await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
    app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
