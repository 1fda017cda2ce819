export * from "./types.ts";
export { sniffFormat, inspectDocument, type DocumentInfo, type InspectLimits } from "./format.ts";
export { readLayout } from "./layout.ts";
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
} from "./layout-reader.ts";
export { createOcrEngine, type OcrEngine } from "./ocr.ts";
export { detectType } from "./detect.ts";
export { extractInvoice } from "./invoice.ts";
export { extractStatement } from "./statement.ts";
export { extractCustomFields } from "./custom.ts";
