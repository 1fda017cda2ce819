import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "@jest/globals";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { closeSharedDatabase, makeHarness, type Harness } from "./testing/harness.ts";

let server: Server;
let h: Harness;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256", use: "sig" };
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  h = await makeHarness({
    JWT_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    JWT_ISSUER: "https://issuer.example",
    JWT_AUDIENCE: "docintake",
  });
});

afterAll(async () => {
  await h.close();
  await closeSharedDatabase();
  await new Promise((r) => server.close(r));
});

const sign = (claims: { iss?: string; aud?: string; sub?: string }) => {
  let jwt = new SignJWT({}).setProtectedHeader({ alg: "ES256", kid: "k1" }).setIssuedAt().setExpirationTime("5m");
  if (claims.iss) jwt = jwt.setIssuer(claims.iss);
  if (claims.aud) jwt = jwt.setAudience(claims.aud);
  if (claims.sub) jwt = jwt.setSubject(claims.sub);
  return jwt.sign(privateKey);
};

const get = (token: string) =>
  h.app.inject({ method: "GET", url: "/api/v1/files", headers: { authorization: `Bearer ${token}` } });

it("accepts a JWKS-signed token with the configured issuer and audience; a UUID sub is the user id", async () => {
  const res = await get(await sign({ iss: "https://issuer.example", aud: "docintake", sub: h.userA }));
  expect(res.statusCode).toBe(200);
});

it("refuses a wrong issuer, a wrong audience and a missing subject with 401", async () => {
  for (const claims of [
    { iss: "https://evil.example", aud: "docintake", sub: "x" },
    { iss: "https://issuer.example", aud: "other", sub: "x" },
    { iss: "https://issuer.example", aud: "docintake" },
  ]) {
    const res = await get(await sign(claims));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  }
});
