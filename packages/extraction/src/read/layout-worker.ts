// A layout thread (started by workerLayoutReader): reads documents with readLayout and asks the parent to
// recognise page images, so that every thread shares the parent's one OCR engine; also inspects uploads.
import { parentPort, workerData } from "node:worker_threads";
import { inspectDocument } from "./format.ts";
import { readLayout } from "./layout.ts";
import type { OcrEngine, OcrResult } from "./ocr.ts";
import {
  errorFromWire,
  errorToWire,
  postBytes,
  type FromLayoutThread,
  type LayoutThreadData,
  type ToLayoutThread,
} from "./layout-wire.ts";

if (!parentPort) throw new Error("layout-worker.ts runs as a worker thread");
const port = parentPort;
const post = (m: FromLayoutThread) => port.postMessage(m);

const asked = new Map<number, { resolve: (r: OcrResult) => void; reject: (e: Error) => void }>();
let nextAsk = 1;

/** The parent's engine, or its quick reading's: each pictures waiting for it in hand of its own. */
const parentEngine = (quick: boolean, workers: number, quickWidth: number | undefined): OcrEngine => ({
  workers,
  ...(quickWidth ? { quickWidth } : {}),
  recognize: (image, opts) =>
    new Promise<OcrResult>((resolve, reject) => {
      const id = nextAsk++;
      asked.set(id, { resolve, reject });
      postBytes(port, image, (bytes): FromLayoutThread => ({
        type: "ocr",
        id,
        image: bytes,
        ...(quick ? { quick } : {}),
        ...(opts?.untilTyped ? { untilTyped: true } : {}),
        ...(opts?.firstOnly ? { firstOnly: true } : {}),
      }));
    }),
  // The engine is the parent's: it ends it.
  terminate: async () => undefined,
});
const data = workerData as LayoutThreadData;
const ocr = parentEngine(false, data.ocrWorkers, data.quickWidths?.ocr);
const quickOcr = data.quickOcrWorkers ? parentEngine(true, data.quickOcrWorkers, data.quickWidths?.quickOcr) : ocr;

async function read(m: Extract<ToLayoutThread, { type: "read" }>): Promise<void> {
  try {
    const layout = await readLayout(m.bytes, {
      ...m.options,
      ocr: m.options.quick ? quickOcr : ocr,
      ...(m.progress ? { onPage: (done: number, total: number) => post({ type: "page", id: m.id, done, total }) } : {}),
    });
    post({ type: "done", id: m.id, layout });
  } catch (err) {
    post({ type: "failed", id: m.id, error: errorToWire(err) });
  }
}

async function inspect(m: Extract<ToLayoutThread, { type: "inspect" }>): Promise<void> {
  try {
    post({ type: "inspected", id: m.id, info: await inspectDocument(m.bytes, m.limits) });
  } catch (err) {
    post({ type: "failed", id: m.id, error: errorToWire(err) });
  }
}

port.on("message", (m: ToLayoutThread) => {
  switch (m.type) {
    case "read":
      void read(m);
      break;
    case "inspect":
      void inspect(m);
      break;
    case "ocr-result":
      asked.get(m.id)?.resolve(m.result);
      asked.delete(m.id);
      break;
    case "ocr-failed":
      asked.get(m.id)?.reject(errorFromWire(m.error));
      asked.delete(m.id);
      break;
    default: {
      const unknown: never = m;
      throw new Error(`unknown message ${JSON.stringify(unknown)}`);
    }
  }
});

post({ type: "ready" });
