// A document's password and hints never reach a log, at any level: the logger redacts them wherever they sit.
import { Writable } from "node:stream";
import { describe, expect, it } from "@jest/globals";
import { createLogger } from "./index.ts";

const PASSWORD = "RAJE1503-secret";
const HINTS = { name: "Rajesh Kumar", date_of_birth: "1985-03-15", customer_id: "CUST-778899" };

/** Everything the logger writes at debug level, for objects shaped as the services log them. */
function logged(): string {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  // The services' logger, writing to the sink instead of stdout.
  const log = createLogger({ service: "redaction-test", level: "debug", destination: sink });
  log.debug({ password: PASSWORD, password_hints: HINTS }, "a request's fields");
  log.debug({ req: { body: { document_id: "d", password: PASSWORD, password_hints: HINTS } } }, "a request");
  log.info({ job: { input: { sealedSecret: "s1.x.y.z", password: PASSWORD } } }, "a job");
  log.warn({ options: { passwords: [PASSWORD, "RAJE150385"] } }, "a reading's options");
  log.error({ err: { details: { body: { password: PASSWORD } } } }, "a failure");
  return lines.join("");
}

describe("log redaction", () => {
  it("leaves no trace of a password or its hints in the logs at debug level", () => {
    const out = logged();
    expect(out).toContain("[redacted]");
    for (const secret of [PASSWORD, "RAJE150385", "Rajesh Kumar", "1985-03-15", "CUST-778899", "s1.x.y.z"])
      expect(out).not.toContain(secret);
  });
});
