/** Authentication: every API endpoint, in every path form, refuses a missing, malformed or unknown credential. */
import { expect, it } from "@jest/globals";
import { contractDescribe, env } from "./env.ts";
import { expectFailure, expectSuccess } from "./helpers/assert.ts";
import { api, multipart, randomId } from "./helpers/client.ts";
import { png } from "./helpers/fixtures.ts";

const id = randomId();
const doc = randomId();
const upload = () => multipart([{ filename: "auth.png", data: png() }]);

/** Every route of the contract, with a plausible body, aimed at ids that do not exist. */
const ROUTES: { method: string; path: string; body?: () => { raw: Buffer | string; contentType: string } }[] = [
  {
    method: "POST",
    path: "/files/upload",
    body: () => {
      const m = upload();
      return { raw: m.body, contentType: m.contentType };
    },
  },
  {
    method: "POST",
    path: "/parse/upload",
    body: () => {
      const m = upload();
      return { raw: m.body, contentType: m.contentType };
    },
  },
  { method: "GET", path: "/files" },
  { method: "GET", path: `/files/${id}` },
  { method: "GET", path: `/files/${id}/download` },
  { method: "DELETE", path: `/files/${id}` },
  { method: "POST", path: "/parse/invoices", body: () => json({ document_id: doc }) },
  { method: "POST", path: "/parse/invoices/batch", body: () => json({ files: [{ document_id: doc }] }) },
  { method: "GET", path: `/parse/invoices/${id}` },
  { method: "GET", path: `/parse/invoices/batch/${id}` },
  { method: "POST", path: "/parse/statements", body: () => json({ document_id: doc }) },
  { method: "POST", path: "/parse/statements/batch", body: () => json({ files: [{ document_id: doc }] }) },
  { method: "GET", path: `/parse/statements/${id}` },
  { method: "GET", path: `/parse/statements/batch/${id}` },
  ...["", "/api/v1"].flatMap((p) => [
    { method: "POST", path: `${p}/parse`, body: () => json({ document_id: doc }) },
    { method: "GET", path: `${p}/parse/${id}` },
    {
      method: "POST",
      path: `${p}/schemas`,
      body: () => json({ name: "x", type: "invoice", schema_string: { fields: ["a"] } }),
    },
    { method: "GET", path: `${p}/schemas/list` },
    { method: "GET", path: `${p}/schemas/id/${id}` },
    { method: "DELETE", path: `${p}/schemas/id/${id}` },
  ]),
];

function json(v: unknown) {
  return { raw: JSON.stringify(v), contentType: "application/json" };
}

const CREDENTIALS: [label: string, header: string | null][] = [
  ["no Authorization header", null],
  ["an empty Bearer token", "Bearer "],
  ["a non-Bearer scheme", "Basic ZGVtbzpkZW1v"],
  ["an unknown API key", `Bearer dik_unknown_${randomId().replace(/-/g, "")}`],
  ["a garbage JWT", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl"],
];

contractDescribe("authentication", ["apiKey"], () => {
  for (const [label, header] of CREDENTIALS) {
    it(`answers 401 UNAUTHENTICATED with ${label} on every route`, async () => {
      const failures: string[] = [];
      for (const r of ROUTES) {
        const b = r.body?.();
        const res = await api(r.method, r.path, {
          key: null,
          ...(b ? { raw: b.raw, contentType: b.contentType } : {}),
          headers: header === null ? {} : { authorization: header },
        });
        try {
          expectFailure(res, 401, "UNAUTHENTICATED");
        } catch (e) {
          failures.push(`${r.method} ${r.path}: ${(e as Error).message.slice(0, 300)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("refuses the API key sent without the Bearer scheme", async () => {
    const res = await api("GET", "/files", { key: null, headers: { authorization: env.apiKey } });
    expectFailure(res, 401, "UNAUTHENTICATED");
  });

  it("accepts a valid API key", async () => {
    expectSuccess(await api("GET", "/files"), 200);
    expectSuccess(await api("GET", "/schemas/list"), 200);
  });
});
