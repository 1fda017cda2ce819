import { Image, createCanvas, loadImage, type Canvas } from "@napi-rs/canvas";
import { DocumentError } from "../types.ts";

export async function decodeImage(bytes: Uint8Array): Promise<Image> {
  try {
    const img = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!img.width || !img.height) throw new Error("empty image");
    return img;
  } catch {
    throw new DocumentError("corrupt", "the image cannot be decoded");
  }
}

/** Something that can be drawn: a decoded image or a rendered page. */
export type Drawable = Image | Canvas;

const NO_BYTES = Buffer.alloc(0);

/**
 * Gives a picture's pixels back at once. Skia keeps them outside V8's heap without reporting them, so a
 * canvas or decoded image left to the garbage collector holds its 5–35 MB until a major collection,
 * which a process with a small heap seldom runs: an OCR process grew by 70 MB that way. The picture
 * is empty afterwards.
 */
export function releasePicture(picture: Drawable): void {
  if (picture instanceof Image) picture.src = NO_BYTES;
  else {
    picture.width = 0;
    picture.height = 0;
  }
}

/**
 * Runs `use` on a picture and releases the picture after it, whatever the outcome (with `release`: a
 * picture charged to a document's budget gives its pixels back).
 */
export async function usingPicture<P extends Drawable, T>(
  picture: P,
  use: (picture: P) => Promise<T> | T,
  release: (picture: P) => void = releasePicture,
): Promise<T> {
  try {
    return await use(picture);
  } finally {
    release(picture);
  }
}

/**
 * Prepares a picture for OCR: grayscale, scaled so body text is large enough to read (small photos
 * are upscaled, huge scans reduced), optionally turned. The result is a binary PGM: 8-bit gray with a
 * one-line header, which tesseract loads without decompressing, where a PNG costs a deflate here and an
 * inflate in its WebAssembly (about 15 % of a page's OCR time).
 */
export async function prepareForOcr(
  img: Drawable,
  opts: {
    rotation?: number;
    targetWidth?: number;
    /** Keep only this top fraction of the page. */ cropTop?: number;
  } = {},
): Promise<{ image: Buffer; width: number; height: number; scale: number }> {
  const rotation = (((opts.rotation ?? 0) % 360) + 360) % 360;
  const target = opts.targetWidth ?? 2200;
  const longSide = Math.max(img.width, img.height);
  const scale = Math.min(3, Math.max(0.4, target / longSide));
  // A page rendered for OCR is already opaque, upright and of the size wanted: its gray is read from it
  // directly, sparing a second canvas as large (14 MB for a page) while it waits for OCR.
  if (!(img instanceof Image) && rotation === 0 && opts.cropTop === undefined && Math.abs(scale - 1) < 0.005)
    return { image: toPgm(img, CSS_GRAY), width: img.width, height: img.height, scale: 1 };
  const w = Math.round(img.width * scale);
  const h = Math.round(img.height * scale);
  const swap = rotation === 90 || rotation === 270;
  const fullH = swap ? w : h;
  const canvas = createCanvas(swap ? h : w, Math.max(1, Math.round(fullH * Math.min(1, opts.cropTop ?? 1))));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.filter = "grayscale(1)";
  // Turn about the centre of the whole page; a cropped canvas shows its top part.
  ctx.translate(canvas.width / 2, fullH / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(img, -w / 2, -h / 2, w, h);
  const { width: cw, height: ch } = canvas;
  const image = toPgm(canvas, GRAY);
  releasePicture(canvas);
  return { image, width: cw, height: ch, scale };
}

/** Weights of red, green and blue in a gray level, in 256ths. */
type GrayWeights = readonly [number, number, number];
/** What has always made the PGM of a canvas drawn with the grayscale filter (where all three agree). */
const GRAY: GrayWeights = [77, 150, 29];
/** The grayscale filter's own weights (Rec. 709 luma), for a canvas drawn without it. */
const CSS_GRAY: GrayWeights = [54, 183, 19];

/** The canvas as a binary PGM (P5): its luminance, one byte a pixel. */
function toPgm(canvas: Canvas, [r, g, b]: GrayWeights): Buffer {
  const { width, height } = canvas;
  const context = canvas.getContext("2d");
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1");
  // Its own memory (not Node's pool), so the bytes can be moved to another thread rather than copied.
  const out = Buffer.from(new ArrayBuffer(header.length + width * height));
  header.copy(out, 0);
  // A band of rows at a time: a copy of the whole canvas's RGBA would be four times the PGM (64 MB for
  // the 4000-pixel square a 100-megapixel picture is read at).
  let o = header.length;
  for (let top = 0; top < height; top += PGM_BAND_ROWS) {
    const rgba = context.getImageData(0, top, width, Math.min(PGM_BAND_ROWS, height - top)).data;
    for (let i = 0; i < rgba.length; i += 4, o++) out[o] = (rgba[i]! * r + rgba[i + 1]! * g + rgba[i + 2]! * b) >> 8;
  }
  return out;
}

const PGM_BAND_ROWS = 256;
