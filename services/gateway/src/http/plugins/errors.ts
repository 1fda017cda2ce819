/**
 * Failures as responses, for the whole app: the error handler (every failure is `{success: false, error,
 * code}`), 404 for unknown paths, and 405 with Allow for a known path asked with a method it does not serve.
 */
import fp from "fastify-plugin";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failureBody, toHttpFailure, type HttpFailure } from "../errors.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The methods served at this path by its most specific route: a static segment beats a parameter, as in routing
 * (POST /files/upload is the upload, not GET /files/{file_id} with the id "upload"). HEAD is served where GET is.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split("?")[0] ?? url;
  const matches = app.supportedMethods.flatMap((method) => {
    const found = app.findRoute({ method, url: path });
    return found ? [{ method, params: Object.keys(found.params ?? {}).length }] : [];
  });
  const fewest = Math.min(...matches.map((m) => m.params));
  return matches.filter((m) => m.params === fewest).map((m) => m.method);
}

/**
 * What the router refuses before a route is chosen (fastify's `frameworkErrors`): a URL it cannot decode is a
 * bad request; a path parameter longer than any id names nothing, so it is not found.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const failure: HttpFailure =
    err.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? { status: 404, code: "NOT_FOUND", message: "not found: an id in the path is too long", unexpected: false }
      : toHttpFailure(err);
  req.log.info({ code: failure.code, reason: failure.message }, "request refused by the router");
  void reply.header("x-request-id", req.id).code(failure.status).type(JSON_TYPE).send(failureBody(failure));
}

export default fp(
  async (app) => {
    app.setErrorHandler((err, req, reply) => {
      const failure = toHttpFailure(err);
      if (failure.unexpected) req.log.error({ err }, "request failed");
      else if (failure.status >= 500) req.log.warn({ err }, "request failed: dependency");
      else req.log.info({ code: failure.code, reason: failure.message }, "request refused");
      if (failure.code === "UNAVAILABLE" && !reply.hasHeader("retry-after")) reply.header("retry-after", "5");
      return reply.code(failure.status).type(JSON_TYPE).send(failureBody(failure));
    });

    app.setNotFoundHandler((_req, reply) =>
      reply
        .code(404)
        .type(JSON_TYPE)
        .send(failureBody({ code: "NOT_FOUND", message: "no such endpoint" })),
    );

    // Decided before anything else of the request is looked at (a body, a credential): the path answers 405 to
    // any caller, as it answers 404 to any caller when it does not exist.
    app.addHook("onRequest", async (req, reply) => {
      if (!req.is404) return;
      const allowed = allowedMethods(app, req.url);
      if (allowed.length === 0) return;
      return reply
        .code(405)
        .header("allow", allowed.join(", "))
        .type(JSON_TYPE)
        .send(
          failureBody({
            code: "METHOD_NOT_ALLOWED",
            message: `${req.method} is not allowed here; allowed: ${allowed.join(", ")}`,
          }),
        );
    });
  },
  { name: "errors" },
);
