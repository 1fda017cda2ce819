import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { inSpan, startTracing, traceHeaders } from "./index.ts";

describe("tracing", () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    stop = await startTracing({ service: "test" });
  });
  afterAll(async () => {
    await stop();
  });

  it("makes real trace ids even without an exporter, and carries them through headers", async () => {
    let outer = "";
    let carried: Record<string, string> = {};
    await inSpan("test", "request", undefined, async (span) => {
      outer = span.spanContext().traceId;
      carried = traceHeaders();
    });
    expect(outer).toMatch(/^[0-9a-f]{32}$/);
    expect(outer).not.toBe("0".repeat(32));
    expect(carried["traceparent"]).toContain(outer);
    // A consumer continuing from the message headers stays in the same trace.
    await inSpan("test", "consume", carried, async (span) => {
      expect(span.spanContext().traceId).toBe(outer);
    });
  });
});
