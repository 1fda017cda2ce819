// A picture an OCR worker reads once when started ahead of pages (OcrEngineOptions.kept): its first real
// pages then run on compiled code and a runtime that has set itself up, as later pages do.
import { createCanvas } from "@napi-rs/canvas";
import { prepareForOcr } from "../image.ts";

const LINES = [
  "TAX INVOICE",
  "Invoice No: WU/2025/0001      Date: 01/04/2025",
  "GSTIN: 27AAACW1234F1Z5",
  "Description            Qty      Rate       Amount",
  "Sample item              2    250.00       500.00",
  "Total                                      590.00",
];

let picture: Promise<Buffer> | undefined;

/** A small invoice's header as the quick reading is given it: its PGM, drawn once a process. */
export function warmUpPicture(): Promise<Buffer> {
  picture ??= draw();
  return picture;
}

async function draw(): Promise<Buffer> {
  const canvas = createCanvas(1000, 420);
  const c = canvas.getContext("2d");
  c.fillStyle = "#fff";
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.fillStyle = "#111";
  c.font = "26px sans-serif";
  LINES.forEach((text, i) => c.fillText(text, 40, 60 + i * 60));
  return (await prepareForOcr(canvas, { targetWidth: canvas.width })).image;
}
