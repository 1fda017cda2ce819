// Worker thread of ThreadedPglite: owns the embedded database and runs the statements it is sent, one
// at a time, in the order they arrive.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import type { PgliteReply, PgliteRequest, PgliteThreadOptions } from "./pglite-thread.ts";

const port = parentPort!;
const opts = workerData as PgliteThreadOptions;
const client = opts.dataDir
  ? new PGlite(opts.dataDir, { postgresqlconf: opts.conf })
  : new PGlite({ postgresqlconf: opts.conf });

const keepText = (value: string) => value;

/** An error's own fields (a PostgreSQL error's code, detail, constraint…) survive the trip as data. */
function describe(err: unknown): Extract<PgliteReply, { ok: false }>["error"] {
  const e = err as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e ?? {})) if (typeof v === "string" || typeof v === "number") fields[k] = v;
  return { message: err instanceof Error ? err.message : String(err), name: String(e?.["name"] ?? "Error"), fields };
}

async function run(req: PgliteRequest): Promise<PgliteReply> {
  try {
    // A statement that opens a transaction runs only once the transaction is open.
    if ((req.op === "query" || req.op === "exec") && req.begin) await client.exec("BEGIN");
    switch (req.op) {
      case "ready":
        await client.waitReady;
        return { id: req.id, ok: true, result: null };
      case "query": {
        const options: QueryOptions = { rowMode: req.rowMode };
        if (req.textTypes.length > 0) options.parsers = Object.fromEntries(req.textTypes.map((t) => [t, keepText]));
        const r = await client.query(req.sql, req.params, options);
        return { id: req.id, ok: true, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 } };
      }
      case "exec":
        await client.exec(req.sql);
        return { id: req.id, ok: true, result: null };
      case "close":
        await client.close();
        return { id: req.id, ok: true, result: null };
    }
  } catch (err) {
    return { id: req.id, ok: false, error: describe(err) };
  }
}

let chain: Promise<unknown> = Promise.resolve();
port.on("message", (req: PgliteRequest) => {
  chain = chain.then(async () => port.postMessage(await run(req)));
});
