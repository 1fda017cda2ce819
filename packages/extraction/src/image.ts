import { createCanvas, loadImage, type Canvas, type Image } from "@napi-rs/canvas";
import { DocumentError } from "./types.ts";

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

/**
 * Prepares a picture for OCR: grayscale, scaled so body text is large enough to read (small photos
 * are upscaled, huge scans reduced), optionally turned. Encoding runs off the event loop.
 */
export async function prepareForOcr(
  img: Drawable,
  opts: {
    rotation?: number;
    targetWidth?: number;
    /** Keep only this top fraction of the page. */ cropTop?: number;
  } = {},
): Promise<{ png: Buffer; width: number; height: number; scale: number }> {
  const rotation = (((opts.rotation ?? 0) % 360) + 360) % 360;
  const target = opts.targetWidth ?? 2200;
  const longSide = Math.max(img.width, img.height);
  const scale = Math.min(3, Math.max(0.4, target / longSide));
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
  const png = await canvas.encode("png");
  return { png, width: canvas.width, height: canvas.height, scale };
}
