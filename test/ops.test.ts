/** Operational endpoints at the origin root, served without credentials. */
import { expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import { expectStatus } from "./helpers/assert.ts";
import { root } from "./helpers/client.ts";

contractDescribe("operational endpoints", [], () => {
  it("GET /healthz answers 200 without credentials", async () => {
    expectStatus(await root("/healthz"), 200);
  });

  it("GET /readyz answers 200 without credentials when dependencies are reachable", async () => {
    expectStatus(await root("/readyz"), 200);
  });

  it("GET /metrics answers Prometheus text exposition", async () => {
    const res = await root("/metrics");
    expectStatus(res, 200);
    expect(res.headers.get("content-type") ?? "").toMatch(/^(text\/plain|application\/openmetrics-text)/);
    expect(res.text).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /m);
    // Every non-comment line is `name{labels} value [timestamp]`.
    const samples = res.text.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("#"));
    expect(samples.length).toBeGreaterThan(0);
    for (const l of samples) {
      expect(l).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})?\s+(-?[0-9.eE+-]+|NaN|[+-]Inf)(\s+-?\d+)?$/);
    }
  });

  it("GET /openapi.json is an OpenAPI 3.1 document describing the API", async () => {
    const res = await root("/openapi.json");
    expectStatus(res, 200);
    expect(res.headers.get("content-type") ?? "").toMatch(/json/);
    const doc = res.json as { openapi?: unknown; info?: unknown; paths?: Record<string, unknown> };
    expect(typeof doc.openapi).toBe("string");
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info).toBe("object");
    const paths = Object.keys(doc.paths ?? {});
    expect(paths.some((p) => p.endsWith("/files/upload"))).toBe(true);
    expect(paths.some((p) => p.endsWith("/parse/invoices"))).toBe(true);
    expect(paths.some((p) => p.endsWith("/schemas"))).toBe(true);
  });

  it("GET /docs serves the API documentation UI as HTML", async () => {
    const res = await root("/docs");
    expectStatus(res, 200);
    expect(res.headers.get("content-type") ?? "").toMatch(/text\/html/);
    expect(res.text.length).toBeGreaterThan(0);
  });
});
