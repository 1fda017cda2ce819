// pdfjs's worker module, as patches/pdfjs-dist leaves it: the one export the extraction library uses.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const DecodeStream: { onAllocate?: (bytes: number) => void } | undefined;
}
