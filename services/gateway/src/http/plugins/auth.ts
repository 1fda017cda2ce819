/**
 * Authentication of every request in the scope that registers this plugin (the /api/v1 routes): the bearer
 * credential becomes `request.principal`, or the request is answered 401.
 */
import fp from "fastify-plugin";
import type { Authenticator } from "../../domain/auth.ts";

export default fp<{ authenticator: Authenticator }>(
  async (app, { authenticator: auth }) => {
    app.decorateRequest("principal", null);
    app.addHook("onRequest", async (req) => {
      req.principal = await auth.authenticate(req.headers.authorization);
    });
  },
  { name: "auth" },
);
