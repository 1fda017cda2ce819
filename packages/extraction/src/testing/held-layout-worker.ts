// A layout thread whose inspections can be kept in flight, for the pool's tests: an inspection of bytes
// that begin "HELD" first sends a picture to the parent's OCR engine and waits for its answer (a test
// holds the engine), then inspects the bytes after the mark. Reads fail as testing-layout-worker.ts's do.
import { parentPort } from "node:worker_threads";
import type { FromLayoutThread, ToLayoutThread } from "../read/layout-wire.ts";

if (!parentPort) throw new Error("testing-held-layout-worker.ts runs as a worker thread");
const port = parentPort;
const MARK = "HELD";

// Far from the ids of the thread's own OCR requests, which count from 1.
let nextAsk = 1_000_000_000;
const asked = new Map<number, () => void>();
const listeners: ((m: ToLayoutThread) => void)[] = [];
const deliver = (m: ToLayoutThread) => {
  for (const listener of listeners) listener(m);
};

port.on("message", (m: ToLayoutThread) => {
  const answered = (m.type === "ocr-result" || m.type === "ocr-failed") && asked.get(m.id);
  if (answered) {
    asked.delete(m.id);
    answered();
    return;
  }
  if (m.type === "inspect" && Buffer.from(m.bytes.subarray(0, MARK.length)).toString("latin1") === MARK) {
    const id = nextAsk++;
    asked.set(id, () => deliver({ ...m, bytes: m.bytes.subarray(MARK.length) }));
    const ask: FromLayoutThread = { type: "ocr", id, image: new Uint8Array(16) };
    port.postMessage(ask);
    return;
  }
  deliver(m);
});

// The thread's own listener and the failing one hear only what the hold lets through.
const on = port.on.bind(port);
port.on = ((event: string, listener: (m: ToLayoutThread) => void) => {
  if (event !== "message") return on(event, listener);
  listeners.push(listener);
  return port;
}) as typeof port.on;
await import("./layout-worker.ts");
