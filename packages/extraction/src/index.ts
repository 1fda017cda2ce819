export * from "./types.ts";
export { sniffFormat, inspectDocument, type DocumentInfo, type InspectLimits } from "./read/format.ts";
export { readLayout } from "./read/layout.ts";
export {
  createLayoutReader,
  inThreadLayoutReader,
  workerLayoutReader,
  LayoutThreadCrash,
  type DocumentInspector,
  type LayoutPool,
  type LayoutReader,
  type LayoutReadOptions,
  type LayoutThreadStop,
} from "./read/layout-reader.ts";
export {
  resolveEngine,
  WARM_READY_LIMIT_MS,
  type OcrEngine,
  type OcrEngineOptions,
  type OcrEngines,
} from "./read/ocr.ts";
export { detectType } from "./documents/detect/detect.ts";
export { createOcrEngine, createOcrEngines } from "./engines.ts";
export { extractInvoice } from "./documents/invoice/extract.ts";
export { extractStatement } from "./documents/statement/extract.ts";
export { extractCustomFields } from "./documents/common/custom-fields.ts";
