import { createCanvas, loadImage, type Image } from "@napi-rs/canvas";
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

/**
 * Prepares an image for OCR: grayscale, scaled so that body text is large enough to read (small
 * photos are upscaled) but not so large that recognition slows for nothing, optionally rotated.
 */
export function prepareForOcr(
  img: Image,
  opts: { rotation?: number; targetWidth?: number } = {},
): { png: Buffer; width: number; height: number; scale: number } {
  const rotation = (((opts.rotation ?? 0) % 360) + 360) % 360;
  const target = opts.targetWidth ?? 2200;
  const longSide = Math.max(img.width, img.height);
  const scale = Math.min(3, Math.max(0.5, target / longSide));
  const w = Math.round(img.width * scale);
  const h = Math.round(img.height * scale);
  const swap = rotation === 90 || rotation === 270;
  const canvas = createCanvas(swap ? h : w, swap ? w : h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(img, -w / 2, -h / 2, w, h);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const px = data.data;
  for (let i = 0; i < px.length; i += 4) {
    const g = Math.round(0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!);
    px[i] = px[i + 1] = px[i + 2] = g;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.putImageData(data, 0, 0);
  return { png: canvas.toBuffer("image/png"), width: canvas.width, height: canvas.height, scale };
}
