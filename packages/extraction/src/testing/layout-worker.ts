// A layout thread that can be made to fail, for the pool's tests: a document whose bytes read "CRASH"
// throws an uncaught error in the thread, as a bug in a library would; one that reads "HOG" keeps
// allocating, as a document too large for the thread's heap would; one that reads "BUFFERS" fills
// ArrayBuffers outside the heap, as a decoder that escaped its limit would.
import { parentPort } from "node:worker_threads";
import type { ToLayoutThread } from "../read/layout-wire.ts";

// The real thread first: it says it is ready once its modules are loaded, and a crash before that would be
// the thread's own failure to start, not the document's. Its handler and this one are both in place
// before the first message is delivered.
await import("../read/layout-worker.ts");
parentPort?.on("message", (m: ToLayoutThread) => {
  const text = m.type === "read" ? Buffer.from(m.bytes).toString("latin1") : "";
  if (text === "CRASH") throw new Error("simulated crash in a layout thread");
  if (text === "HOG") {
    const kept: number[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
  if (text === "BUFFERS") {
    const kept: Uint8Array[] = [];
    // Up to 2 GB, so that a pool that fails to stop it fails the test rather than the machine.
    for (let i = 0; i < 128; i++) kept.push(new Uint8Array(16 * 2 ** 20).fill(1));
    for (;;);
  }
});
