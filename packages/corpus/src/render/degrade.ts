// Scans and phone photos of rendered pages, made in Chromium: CSS transforms give the skew, tilt and
// perspective, filters the grey and blur, an SVG turbulence layer the sensor noise, JPEG the artefacts.
import { PDFDocument } from "pdf-lib";
import type { Rng } from "../random.ts";
import type { Browsers } from "./browser.ts";

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function noiseLayer(seed: number, frequency: number, opacity: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><filter id="n">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>`;
  return `<div style="position:absolute;inset:0;opacity:${opacity};mix-blend-mode:multiply;background:url('data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}')"></div>`;
}

async function shoot(
  browsers: Browsers,
  html: string,
  viewport: { width: number; height: number },
  quality: number,
): Promise<Buffer> {
  const page = await browsers.open(html, 1, viewport);
  try {
    return await page.screenshot({ type: "jpeg", quality, animations: "disabled" });
  } finally {
    await page.close();
  }
}

/** One page as a flatbed scan: grey, slightly skewed, a little soft and noisy. */
async function scanImage(browsers: Browsers, png: Buffer, rng: Rng): Promise<Buffer> {
  const { width, height } = pngSize(png);
  const angle = rng.range(-0.9, 0.9).toFixed(2);
  const filter = `grayscale(1) contrast(${rng.range(1.05, 1.35).toFixed(2)}) brightness(${rng.range(0.95, 1.06).toFixed(2)}) blur(${rng.range(0.2, 0.55).toFixed(2)}px)`;
  const html = `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;background:#fbfbfb;position:relative">
<img src="data:image/png;base64,${png.toString("base64")}" style="position:absolute;left:0;top:0;width:${width}px;height:${height}px;transform:rotate(${angle}deg);transform-origin:${rng.int(30, 70)}% ${rng.int(30, 70)}%;filter:${filter}">
${noiseLayer(rng.int(1, 999), rng.range(0.6, 1.2), rng.range(0.08, 0.2))}
</body></html>`;
  return shoot(browsers, html, { width, height }, rng.int(62, 85));
}

/** Pages as an image-only PDF, each image filling a page of the original size. */
export async function scanPdf(
  browsers: Browsers,
  pngs: Buffer[],
  rng: Rng,
  pageMm: { widthMm: number; heightMm: number },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const pt = (mm: number) => (mm / 25.4) * 72;
  for (const png of pngs) {
    const jpeg = await scanImage(browsers, png, rng);
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([pt(pageMm.widthMm), pt(pageMm.heightMm)]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  pdf.setCreator("DocIntake corpus scanner");
  return pdf.save();
}

const SURFACES = [
  "repeating-linear-gradient(87deg,#7a5a3c 0px,#8b6845 14px,#6e5035 31px,#84603f 47px)",
  "linear-gradient(160deg,#9a9a96,#6f706c)",
  "radial-gradient(circle at 30% 40%,#3b3f46,#22252a)",
  "linear-gradient(120deg,#d9d4c7,#bdb6a5)",
  "repeating-linear-gradient(0deg,#5b4a3a 0px,#5b4a3a 3px,#66533f 3px,#66533f 7px)",
];

/** A page as a phone photo: on a surface, tilted, in perspective, unevenly lit, soft, noisy, JPEG. */
export async function photoJpeg(browsers: Browsers, png: Buffer, rng: Rng): Promise<Buffer> {
  const { width, height } = pngSize(png);
  const turn = rng.chance(0.82) ? 0 : rng.pick([90, 180, 270]);
  const sideways = turn === 90 || turn === 270;
  const margin = rng.range(1.04, 1.16);
  const sceneW = (sideways ? height : width) * margin;
  const sceneH = (sideways ? width : height) * margin;
  const scale = rng.int(1250, 1700) / Math.max(sceneW, sceneH);
  const viewport = { width: Math.round(sceneW * scale), height: Math.round(sceneH * scale) };
  const img = { w: Math.round(width * scale), h: Math.round(height * scale) };
  const tilt = `perspective(${rng.int(1400, 2600)}px) rotateX(${rng.range(-7, 7).toFixed(1)}deg) rotateY(${rng.range(-6, 6).toFixed(1)}deg)`;
  const angle = turn + rng.range(-3, 3);
  const filter = `blur(${rng.range(0.35, 1.2).toFixed(2)}px) contrast(${rng.range(0.85, 1.1).toFixed(2)}) brightness(${rng.range(0.88, 1.05).toFixed(2)}) sepia(${rng.range(0, 0.25).toFixed(2)})`;
  const light = `radial-gradient(ellipse at ${rng.int(10, 90)}% ${rng.int(5, 60)}%, rgba(255,250,235,0) 0%, rgba(0,0,0,0) ${rng.int(25, 45)}%, rgba(0,0,0,${rng.range(0.15, 0.45).toFixed(2)}) 100%)`;
  const html = `<!doctype html><html><body style="margin:0;width:${viewport.width}px;height:${viewport.height}px;overflow:hidden;position:relative;background:${rng.pick(SURFACES)}">
<img src="data:image/png;base64,${png.toString("base64")}" style="position:absolute;left:50%;top:50%;width:${img.w}px;height:${img.h}px;transform:translate(-50%,-50%) ${tilt} rotate(${angle.toFixed(2)}deg) scale(${(1 / margin).toFixed(3)});box-shadow:0 4px 18px rgba(0,0,0,.45);filter:${filter}">
<div style="position:absolute;inset:0;background:${light};mix-blend-mode:multiply"></div>
${noiseLayer(rng.int(1, 999), rng.range(0.7, 1.4), rng.range(0.1, 0.25))}
</body></html>`;
  return shoot(browsers, html, viewport, rng.int(45, 78));
}
