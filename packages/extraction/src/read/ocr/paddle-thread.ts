// A PP-OCR thread (started by createPaddleEngine): loads the models once, then reads one page at a time.
// ONNX Runtime's `run` blocks the thread that calls it, so it must not be the event loop's.
import { parentPort, workerData } from "node:worker_threads";
import { flattenPage, readingOnSource } from "../flatten.ts";
import { errorToWire } from "../layout-wire.ts";
import { decodeGray } from "./gray.ts";
import type { FromPaddleThread, PaddleThreadData, ToPaddleThread } from "./paddle-wire.ts";
import { loadPpOcr, type EnoughWords } from "./ppocr.ts";

if (!parentPort) throw new Error("paddle-thread.ts runs as a worker thread");
const port = parentPort;
const post = (m: FromPaddleThread) => port.postMessage(m);
const { models, options, typeSettled } = workerData as PaddleThreadData;

try {
  const ocr = await loadPpOcr(models, options);
  const settled = typeSettled ? ((await import(typeSettled)) as { typeSettled: EnoughWords }).typeSettled : undefined;
  port.on("message", async (m: ToPaddleThread) => {
    if (m.type === "stop") {
      await ocr.release();
      port.close();
      return;
    }
    try {
      const page = await decodeGray(m.image);
      const flat = options.flatten ? flattenPage(page) : undefined;
      const read = await ocr.read(flat?.picture ?? page, m.untilTyped ? settled : undefined);
      const result = flat ? readingOnSource(read, flat, page.width, page.height) : read;
      post({ type: "result", id: m.id, result });
    } catch (err) {
      post({ type: "failed", id: m.id, error: errorToWire(err) });
    }
  });
  post({ type: "ready" });
} catch (err) {
  post({ type: "cannot-start", error: errorToWire(err) });
}
