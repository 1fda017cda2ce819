// Scans and phone photos of rendered pages, made in Chromium: CSS transforms give the skew, tilt and
// perspective, filters the grey and blur, an SVG turbulence layer the sensor noise, JPEG the artefacts.
import { PDFDocument } from "pdf-lib";
import type { Rng } from "../random.ts";
import type { Browsers } from "./browser.ts";

/** Grain as a small SVG turbulence tile repeated over the image: Chromium filters the tile once. */
function noiseStyle(seed: number, frequency: number, opacity: number): string {
  const size = 160;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><filter id="n">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter><rect width="${size}" height="${size}" filter="url(#n)"/></svg>`;
  return `position:absolute;inset:0;opacity:${opacity};mix-blend-mode:multiply;pointer-events:none;background:url('data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}') repeat;background-size:${size}px ${size}px`;
}

async function shoot(
  browsers: Browsers,
  html: string,
  viewport: { width: number; height: number },
  quality: number,
): Promise<Buffer> {
  return browsers.withPage(html, 1, viewport, (page) =>
    page.screenshot({ type: "jpeg", quality, animations: "disabled" }),
  );
}

/** A flatbed scanner's look, laid over the document itself: grey, each page a little skewed, soft, grainy. */
export function scanCss(rng: Rng, pages: number): string {
  const filter = `grayscale(1) contrast(${rng.range(1.05, 1.35).toFixed(2)}) brightness(${rng.range(0.95, 1.06).toFixed(2)}) blur(${rng.range(0.2, 0.55).toFixed(2)}px)`;
  const skew = Array.from(
    { length: pages },
    (_, i) =>
      `.page:nth-child(${i + 1})>*{transform:rotate(${rng.range(-0.9, 0.9).toFixed(2)}deg);transform-origin:${rng.int(30, 70)}% ${rng.int(30, 70)}%}`,
  ).join("\n");
  return `.page{background:#f8f8f6;filter:${filter}}
.page::after{content:"";${noiseStyle(rng.int(1, 999), rng.range(0.6, 1.2), rng.range(0.08, 0.2))}}
${skew}`;
}

/** Page images as an image-only PDF, each image filling a page of the original size. */
export async function imagePdf(jpegs: Buffer[], pageMm: { widthMm: number; heightMm: number }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const pt = (mm: number) => (mm / 25.4) * 72;
  for (const jpeg of jpegs) {
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
export async function photoJpeg(
  browsers: Browsers,
  page: { jpeg: Buffer; width: number; height: number },
  rng: Rng,
): Promise<Buffer> {
  const { width, height } = page;
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
<img src="data:image/jpeg;base64,${page.jpeg.toString("base64")}" style="position:absolute;left:50%;top:50%;width:${img.w}px;height:${img.h}px;transform:translate(-50%,-50%) ${tilt} rotate(${angle.toFixed(2)}deg) scale(${(1 / margin).toFixed(3)});box-shadow:0 4px 18px rgba(0,0,0,.45);filter:${filter}">
<div style="position:absolute;inset:0;background:${light};mix-blend-mode:multiply"></div>
<div style="${noiseStyle(rng.int(1, 999), rng.range(0.7, 1.4), rng.range(0.1, 0.25))}"></div>
</body></html>`;
  return shoot(browsers, html, viewport, rng.int(45, 78));
}
