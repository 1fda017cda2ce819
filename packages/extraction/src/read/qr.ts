import { createCanvas } from "@napi-rs/canvas";
import { connectedRegions } from "./regions.ts";
import { otsu } from "./threshold.ts";
import jsqrModule from "jsqr";
import { releasePicture, type Drawable } from "./image.ts";

// A CommonJS package: under Node's ESM loader the default import is module.exports, which carries the
// decoder as its `default`.
const jsQR = jsqrModule.default;

/** A QR code read from a picture: its text and the box it covers, in the picture's pixels. */
export interface QrReading {
  text: string;
  box: [number, number, number, number];
}

/** Long side of the copy searched for QR-like areas: enough to see the texture of a small code. */
const FINDER_SIDE = 1600;
/**
 * How a candidate area is resampled before decoding, tried in turn: to a long side in pixels, and
 * blurred by a fraction of a source pixel. The decoder's module size estimate is sensitive to scale,
 * and a code that fails at one size often reads at another; grain on a scan or photo breaks the
 * finder patterns' runs unless smoothed away first.
 */
const ATTEMPTS = [
  { side: 900, blur: 0 },
  { side: 600, blur: 0 },
  { side: 1200, blur: 0 },
  { side: 800, blur: 0.6 },
  { side: 700, blur: 0.9 },
  { side: 1000, blur: 0.9 },
];
/** Long side a whole picture is decoded at when no area stood out. */
const WHOLE_SIDE = 2000;
/** Candidate areas decoded at most per picture: a logo or a stamp may look like a code. */
const MAX_CANDIDATES = 4;

interface Candidate {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  score: number;
}

function grayOf(img: Drawable, scale: number): { gray: Uint8Array; width: number; height: number } {
  const width = Math.max(1, Math.round(img.width * scale));
  const height = Math.max(1, Math.round(img.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  releasePicture(canvas);
  const gray = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < gray.length; i++, j += 4)
    gray[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
  return { gray, width, height };
}

/**
 * Ink share of a cell that belongs to a code: a code's cells are about half ink, text's mostly under
 * a quarter, so text that runs up to a code does not join it into one wide blob.
 */
const DENSE_CELL = 0.25;

/** The share of dark pixels in each cell × cell square of the picture, row-major. */
function inkGrid(gray: Uint8Array, width: number, height: number, cell: number, threshold: number): Float32Array {
  const cw = Math.ceil(width / cell);
  const ch = Math.ceil(height / cell);
  const ink = new Float32Array(cw * ch);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (gray[y * width + x]! <= threshold) ink[Math.floor(y / cell) * cw + Math.floor(x / cell)]!++;
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      const n = (Math.min(height, (cy + 1) * cell) - cy * cell) * (Math.min(width, (cx + 1) * cell) - cx * cell);
      ink[cy * cw + cx] = n ? ink[cy * cw + cx]! / n : 0;
    }
  return ink;
}

/**
 * Areas that look like a QR code: the picture is cut into small cells, dense cells are joined into
 * blobs, and a blob is kept when it is roughly square, mostly filled and about half ink. Text lines
 * are too light and too wide; solid logos too dark; the best few blobs are tried.
 */
function candidates(gray: Uint8Array, width: number, height: number): Candidate[] {
  const cell = Math.max(4, Math.round(Math.max(width, height) / 200));
  const cw = Math.ceil(width / cell);
  const ch = Math.ceil(height / cell);
  const ink = inkGrid(gray, width, height, cell, otsu(gray));
  const out: Candidate[] = [];
  const dense = (i: number) => ink[i]! >= DENSE_CELL;
  for (const { x0, y0, x1, y1, cells, sum: inkSum } of connectedRegions(cw, ch, dense, (i) => ink[i]!).regions) {
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    // A code smaller than ~5 cells across has modules too small to read at this resolution anyway.
    if (bw < 5 || bh < 5 || bw > cw * 0.95 || bh > ch * 0.95) continue;
    const aspect = bw / bh;
    const fill = cells / (bw * bh);
    const meanInk = inkSum / cells;
    // A turned square fills half its bounding box at 45 degrees.
    if (aspect < 0.7 || aspect > 1.45 || fill < 0.45 || meanInk < 0.25 || meanInk > 0.8) continue;
    const score = fill * (1 - Math.abs(meanInk - 0.5)) * (1 - Math.abs(Math.log(aspect)));
    out.push({
      x0: x0 * cell,
      y0: y0 * cell,
      x1: Math.min(width, (x1 + 1) * cell),
      y1: Math.min(height, (y1 + 1) * cell),
      score,
    });
  }
  return out.sort((a, b) => b.score - a.score).slice(0, MAX_CANDIDATES);
}

/** Decodes the one code expected in an area of the picture, resampled to a readable size. */
function decodeArea(
  img: Drawable,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  side: number,
  blur = 0,
): QrReading | undefined {
  const sw = x1 - x0;
  const sh = y1 - y0;
  const scale = side / Math.max(sw, sh);
  const width = Math.max(1, Math.round(sw * scale));
  const height = Math.max(1, Math.round(sh * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  // Blowing up a small bitmap (a code drawn one pixel per module) must keep module edges sharp.
  ctx.imageSmoothingEnabled = scale < 2 || blur > 0;
  if (blur > 0) ctx.filter = `blur(${(blur * scale).toFixed(2)}px)`;
  ctx.drawImage(img, x0, y0, sw, sh, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  releasePicture(canvas);
  const found = jsQR(data, width, height, { inversionAttempts: "dontInvert" });
  if (!found || !found.data) return undefined;
  const { topLeftCorner: a, topRightCorner: b, bottomLeftCorner: c, bottomRightCorner: d } = found.location;
  const xs = [a.x, b.x, c.x, d.x].map((v) => x0 + v / scale);
  const ys = [a.y, b.y, c.y, d.y].map((v) => y0 + v / scale);
  return { text: found.data, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
}

/**
 * QR codes in a picture (a page raster, a photo, an image taken from a PDF). Areas that look like a
 * code are found on a reduced copy and decoded from the full picture; `thorough` also tries the whole
 * picture, for a code too large or too faint to stand out as an area.
 */
export function readQrCodes(img: Drawable, opts: { thorough?: boolean } = {}): QrReading[] {
  const out: QrReading[] = [];
  const add = (r: QrReading | undefined) => {
    if (r && !out.some((o) => o.text === r.text)) out.push(r);
  };
  const long = Math.max(img.width, img.height);
  if (long < 21) return out;
  const f = Math.min(1, FINDER_SIDE / long);
  const { gray, width, height } = grayOf(img, f);
  for (const c of candidates(gray, width, height)) {
    // A margin gives the decoder the quiet zone the blob stops short of.
    const m = Math.max(c.x1 - c.x0, c.y1 - c.y0) * 0.12;
    const [x0, y0] = [Math.max(0, (c.x0 - m) / f), Math.max(0, (c.y0 - m) / f)];
    const [x1, y1] = [Math.min(img.width, (c.x1 + m) / f), Math.min(img.height, (c.y1 + m) / f)];
    for (const { side, blur } of ATTEMPTS) {
      const r = decodeArea(img, x0, y0, x1, y1, side, blur);
      if (r) {
        add(r);
        break;
      }
    }
  }
  if (!out.length && opts.thorough)
    // A small picture is likely the code itself; a page-sized one holds it somewhere, small.
    for (const { side, blur } of long <= 1200
      ? ATTEMPTS
      : [
          { side: Math.min(WHOLE_SIDE, long), blur: 0 },
          { side: 1400, blur: 0 },
          { side: Math.min(WHOLE_SIDE, long), blur: 0.9 },
        ]) {
      const r = decodeArea(img, 0, 0, img.width, img.height, side, blur);
      if (r) {
        add(r);
        break;
      }
    }
  return out;
}

/**
 * A box in a picture's pixels, seen on the picture turned by `rotation` degrees (clockwise, about its
 * centre, as a page read sideways or upside down is turned upright), then divided by `unit` pixels.
 */
export function turnedBox(
  box: [number, number, number, number],
  width: number,
  height: number,
  rotation: number,
  unit = 1,
): [number, number, number, number] {
  const r = ((((rotation % 360) + 360) % 360) * Math.PI) / 180;
  const swap = Math.round(rotation / 90) % 2 !== 0;
  const [cx, cy] = [(swap ? height : width) / 2, (swap ? width : height) / 2];
  const pts = [
    [box[0], box[1]],
    [box[2], box[1]],
    [box[0], box[3]],
    [box[2], box[3]],
  ].map(([x, y]) => {
    const dx = x! - width / 2;
    const dy = y! - height / 2;
    return [cx + dx * Math.cos(r) - dy * Math.sin(r), cy + dx * Math.sin(r) + dy * Math.cos(r)];
  });
  const xs = pts.map((p) => p[0]! / unit);
  const ys = pts.map((p) => p[1]! / unit);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
