/** Requests per minute per credential (the hash of the bearer token; the client address without one). */
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { bearerToken, credentialHashOf } from "../../domain/auth.ts";
import { rateLimited } from "../errors.ts";

const HEADERS = { "x-ratelimit-limit": true, "x-ratelimit-remaining": true, "x-ratelimit-reset": true } as const;

export default fp<{ perMinute: number }>(
  async (app, { perMinute }) => {
    if (perMinute <= 0) return;
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        const token = bearerToken(req.headers.authorization);
        return token ? `cred:${credentialHashOf(token)}` : `ip:${req.ip}`;
      },
      errorResponseBuilder: (_req, ctx) => rateLimited(ctx.ttl),
      addHeadersOnExceeding: HEADERS,
      addHeaders: { ...HEADERS, "retry-after": true },
    });
  },
  { name: "rate-limit" },
);
