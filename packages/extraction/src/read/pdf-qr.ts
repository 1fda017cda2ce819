import type { Canvas } from "@napi-rs/canvas";
import type { ReadBudget } from "./budget.ts";
import { usingPicture } from "./image.ts";
import { chargedCanvas, releaseCharged, type PdfPage } from "./pdf.ts";
import { readQrCodes } from "./qr.ts";
import type { PageCode } from "../types.ts";

type Box = [number, number, number, number];
type Matrix = [number, number, number, number, number, number];

/** Pixels across a region rendered to read a code in it. */
const REGION_SIDE = 1000;
/** Pixels across the long side of a whole page rendered when no image held a code (vector codes). */
const PAGE_SIDE = 3000;

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Boxes (page units, top-left origin) of the roughly square images painted on a page: where a
 * printed e-invoice's QR code usually is. The operator list is walked with its transform stack.
 */
async function squareImageBoxes(page: PdfPage): Promise<Box[]> {
  const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const vp = page.getViewport({ scale: 1 });
  const list = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const boxes: Box[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args?.[0])) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      const corners = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([u, v]) =>
        vp.convertToViewportPoint(ctm[0] * u! + ctm[2] * v! + ctm[4], ctm[1] * u! + ctm[3] * v! + ctm[5]),
      );
      const xs = corners.map((c) => c[0]!);
      const ys = corners.map((c) => c[1]!);
      const box: Box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      const w = box[2] - box[0];
      const h = box[3] - box[1];
      // A readable printed code is at least ~0.3 inch across and does not fill the page.
      if (w >= 20 && h >= 20 && w / h > 0.8 && w / h < 1.25 && w < vp.width * 0.7) boxes.push(box);
    }
  }
  return boxes;
}

/** Renders part of a page (page units) so that it is about `side` pixels across. */
async function renderRegion(page: PdfPage, budget: ReadBudget, box: Box, side: number): Promise<Canvas> {
  const w = box[2] - box[0];
  const h = box[3] - box[1];
  const scale = Math.min(12, side / Math.max(w, h));
  const vp = page.getViewport({ scale });
  const canvas = chargedCanvas(budget, Math.max(1, Math.ceil(w * scale)), Math.max(1, Math.ceil(h * scale)));
  try {
    await page.render({
      canvas,
      canvasContext: canvas.getContext("2d"),
      viewport: vp,
      transform: [1, 0, 0, 1, -box[0] * scale, -box[1] * scale],
    } as never).promise;
    budget.check();
  } catch (err) {
    releaseCharged(budget, canvas);
    throw err;
  }
  return canvas;
}

/**
 * QR codes printed on a PDF page: the page's square images are rendered alone and read; when none
 * holds a code (a code drawn with vector paths, or an image split in tiles) the page is rendered
 * whole at a high resolution. Costly: call it for pages whose text suggests a code.
 */
export async function pdfPageQrCodes(page: PdfPage, index: number, budget: ReadBudget): Promise<PageCode[]> {
  const out: PageCode[] = [];
  const vp = page.getViewport({ scale: 1 });
  const release = (canvas: Canvas) => releaseCharged(budget, canvas);
  for (const box of await squareImageBoxes(page)) {
    // Margin: the page around the image gives the decoder a quiet zone.
    const m = (box[2] - box[0]) * 0.1;
    const region: Box = [
      Math.max(0, box[0] - m),
      Math.max(0, box[1] - m),
      Math.min(vp.width, box[2] + m),
      Math.min(vp.height, box[3] + m),
    ];
    const canvas = await renderRegion(page, budget, region, REGION_SIDE);
    const s = canvas.width / (region[2] - region[0]);
    const codes = await usingPicture(canvas, (c) => readQrCodes(c, { thorough: true }), release);
    for (const r of codes)
      if (!out.some((o) => o.text === r.text))
        out.push({
          page: index,
          box: [region[0] + r.box[0] / s, region[1] + r.box[1] / s, region[0] + r.box[2] / s, region[1] + r.box[3] / s],
          text: r.text,
        });
  }
  if (out.length) return out;
  const whole: Box = [0, 0, vp.width, vp.height];
  const canvas = await renderRegion(page, budget, whole, PAGE_SIDE);
  const s = canvas.width / vp.width;
  for (const r of await usingPicture(canvas, (c) => readQrCodes(c, { thorough: true }), release))
    out.push({ page: index, box: [r.box[0] / s, r.box[1] / s, r.box[2] / s, r.box[3] / s], text: r.text });
  return out;
}
