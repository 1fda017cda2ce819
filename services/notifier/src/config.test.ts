import { describe, expect, it } from "@jest/globals";
import { loadConfig } from "@docintake/config";
import { notifierConfigSchema } from "./config.ts";

/** Each bounded setting with its range, and a value inside that is not its default. */
const bounded = [
  ["CALLBACK_MAX_ATTEMPTS", 1, 50, 3],
  ["CALLBACK_INITIAL_BACKOFF_MS", 100, 3_600_000, 200],
  ["CALLBACK_MAX_BACKOFF_MS", 1000, 86_400_000, 2000],
  ["CALLBACK_TIMEOUT_MS", 1000, 300_000, 30_000],
  ["CALLBACK_POLL_MS", 50, 60_000, 250],
] as const;

const load = (env: Record<string, string>) => loadConfig(notifierConfigSchema, env);

describe("notifier configuration", () => {
  it("defaults every callback setting", () => {
    expect(load({})).toMatchObject({
      CALLBACK_ALLOW_LOOPBACK: false,
      CALLBACK_ALLOW_PRIVATE: false,
      CALLBACK_MAX_ATTEMPTS: 8,
      CALLBACK_INITIAL_BACKOFF_MS: 1000,
      CALLBACK_MAX_BACKOFF_MS: 600_000,
      CALLBACK_TIMEOUT_MS: 10_000,
      CALLBACK_POLL_MS: 500,
    });
  });

  describe.each(bounded)("%s", (name, min, max, valid) => {
    const refusal = (got: number) => `${name}: expected an integer from ${min} to ${max}, got ${got}`;

    it("refuses a value below its minimum, naming the setting and its range", () => {
      expect(() => load({ [name]: String(min - 1) })).toThrow(refusal(min - 1));
    });

    it("refuses a value above its maximum", () => {
      expect(() => load({ [name]: String(max + 1) })).toThrow(refusal(max + 1));
    });

    it("accepts a value within its range, and both ends of it", () => {
      expect(load({ [name]: String(valid) })[name]).toBe(valid);
      expect(load({ [name]: String(min) })[name]).toBe(min);
      expect(load({ [name]: String(max) })[name]).toBe(max);
    });
  });

  it("refuses zero for the timeout", () => {
    expect(() => load({ CALLBACK_TIMEOUT_MS: "0" })).toThrow(
      "CALLBACK_TIMEOUT_MS: expected an integer from 1000 to 300000, got 0",
    );
  });

  it("lists every setting out of range at once", () => {
    expect(() => load({ CALLBACK_MAX_ATTEMPTS: "0", CALLBACK_POLL_MS: "60001" })).toThrow(
      [
        "  CALLBACK_MAX_ATTEMPTS: expected an integer from 1 to 50, got 0",
        "  CALLBACK_POLL_MS: expected an integer from 50 to 60000, got 60001",
      ].join("\n"),
    );
  });
});
