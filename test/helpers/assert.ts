/** Assertions shared by the contract tests: envelopes, error bodies, field types. */
import { expect } from "@jest/globals";
import type { Res } from "./client.ts";
import { describeRes } from "./client.ts";
import type { Envelope, ErrorBody } from "./types.ts";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ISO_Z_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Fails with the whole response in the message when the status differs. */
export function expectStatus(res: Res, ...statuses: number[]): void {
  if (!statuses.includes(res.status)) {
    throw new Error(`expected HTTP ${statuses.join(" or ")}, got ${describeRes(res)}`);
  }
}

export function expectJson(res: Res): void {
  const ct = res.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json/i.test(ct) || res.json === undefined) {
    throw new Error(`expected a JSON body, got ${describeRes(res)}`);
  }
}

/** `{success: true, data: {...}}` with the given status; returns `data`. */
export function expectSuccess<T>(res: Res, status = 200): T {
  expectStatus(res, status);
  expectJson(res);
  const body = res.json as Envelope<T>;
  expect(body.success).toBe(true);
  expect(typeof body.data).toBe("object");
  expect(body.data).not.toBeNull();
  return body.data;
}

/** `{success: false, error: "<message>", code: "<CODE>"}` with the given status, and nothing internal leaked. */
export function expectFailure(res: Res, status: number | number[], code?: string | string[]): ErrorBody {
  const statuses = Array.isArray(status) ? status : [status];
  expectStatus(res, ...statuses);
  expectJson(res);
  const body = res.json as ErrorBody;
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe("string");
  expect(body.error.length).toBeGreaterThan(0);
  expect(typeof body.code).toBe("string");
  if (code !== undefined) {
    const codes = Array.isArray(code) ? code : [code];
    if (!codes.includes(body.code)) throw new Error(`expected code ${codes.join(" or ")}, got ${describeRes(res)}`);
  }
  // No stack traces, SQL or file paths in the message.
  expect(body.error).not.toMatch(/\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b/i);
  return body;
}

export function expectUuid(v: unknown): void {
  expect(typeof v).toBe("string");
  expect(v).toMatch(UUID_RE);
}

export function expectIsoZ(v: unknown): void {
  expect(typeof v).toBe("string");
  expect(v).toMatch(ISO_Z_RE);
  expect(Number.isNaN(Date.parse(v as string))).toBe(false);
}

export function expectInt(v: unknown): void {
  expect(typeof v).toBe("number");
  expect(Number.isInteger(v)).toBe(true);
}

export function expectNonEmptyString(v: unknown): void {
  expect(typeof v).toBe("string");
  expect((v as string).length).toBeGreaterThan(0);
}

/** Every leaf value of an extraction result is a string (objects and arrays are walked). Returns the leaf paths. */
export function expectAllStrings(value: unknown, path = "result"): string[] {
  const leaves: string[] = [];
  const walk = (v: unknown, p: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}[${i}]`));
    else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${p}.${k}`);
    else {
      if (typeof v !== "string") throw new Error(`${p} is ${JSON.stringify(v)} (${typeof v}), expected a string`);
      leaves.push(p);
    }
  };
  walk(value, path);
  return leaves;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);
