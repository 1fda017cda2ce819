// A layout thread that can be made to fail, for the pool's tests: a document whose bytes read "CRASH"
// throws an uncaught error in the thread, as a bug in a library would.
import { parentPort } from "node:worker_threads";
import type { ToLayoutThread } from "./layout-wire.ts";

// Listening before the real thread's module loads, so that the crash comes first.
parentPort?.on("message", (m: ToLayoutThread) => {
  if (m.type === "read" && Buffer.from(m.bytes).toString("latin1") === "CRASH")
    throw new Error("simulated crash in a layout thread");
});
await import("./layout-worker.ts");
