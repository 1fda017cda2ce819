// Synthesised e-invoice QR fixtures for tests: a JWT signed with a throwaway key, drawn into PDFs and pictures.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { createSign, generateKeyPairSync, type KeyObject } from "node:crypto";
import { deflateSync } from "node:zlib";
import QRCode from "qrcode";

let key: KeyObject | undefined;

/** A JWT shaped like the IRP's signed QR: RS256 header, payload whose `data` is the e-invoice JSON as a string. */
export function signedQrJwt(data: Record<string, unknown>): string {
  key ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const head = part({ alg: "RS256", kid: "test-key", typ: "JWT", x5t: "dGVzdA" });
  const body = part({ data: JSON.stringify(data), iss: "NIC Sandbox" });
  const sig = createSign("RSA-SHA256").update(`${head}.${body}`).sign(key).toString("base64url");
  return `${head}.${body}.${sig}`;
}

/** The modules of a QR code holding `text`: `dark(x, y)` for 0 ≤ x, y < size. */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  return { size, dark: (x, y) => !!qr.modules.data[y * size + x] };
}

export function pdfOf(objects: (string | Buffer)[]): Uint8Array {
  const chunks: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(o), Buffer.from("\nendobj\n")]);
    chunks.push(b);
    length += b.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(tail));
  return new Uint8Array(Buffer.concat(chunks));
}

export const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);
const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

type Modules = (x: number, y: number) => boolean;

/** A code drawn as filled squares, `m` points a module, its bottom-left corner at (left, bottom). */
function vectorQr(size: number, dark: Modules, m: number, left: number, bottom: number): string {
  let content = "q 0 g\n";
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (dark(x, y))
        content += `${(left + x * m).toFixed(3)} ${(bottom + (size - 1 - y) * m).toFixed(3)} ${m.toFixed(3)} ${m.toFixed(3)} re\n`;
  return content + "f Q\n";
}

/** A code as an image XObject: grey bytes with a white border, or a 1-bit stencil mask. */
function qrImageObject(size: number, dark: Modules, as: "image" | "mask"): Buffer {
  if (as === "image") {
    // One grey byte per module, with a two-module white border as generators often add.
    const n = size + 4;
    const data = Buffer.alloc(n * n, 255);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) data[(y + 2) * n + x + 2] = 0;
    const dict = `/Type /XObject /Subtype /Image /Width ${n} /Height ${n} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`;
    return stream(dict, deflateSync(data));
  }
  // A stencil mask: 1 bit per module, rows padded to bytes; a 0 bit paints the fill colour.
  const row = Math.ceil(size / 8);
  const data = Buffer.alloc(row * size, 0xff);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (dark(x, y)) data[y * row + (x >> 3)]! &= ~(0x80 >> (x & 7));
  const dict = `/Type /XObject /Subtype /Image /Width ${size} /Height ${size} /ImageMask true /BitsPerComponent 1 /Filter /FlateDecode`;
  return stream(dict, deflateSync(data));
}

/**
 * A one-page A4 PDF with text lines (12 pt apart from the top) and, optionally, a QR code at
 * (x, y) from the top-left, `side` points across, drawn as a grey image, a 1-bit image mask, or
 * filled rectangles (a vector code).
 */
export function pdfWithQr(opts: {
  lines: string[];
  qr?: string;
  as?: "image" | "mask" | "vector";
  x?: number;
  y?: number;
  side?: number;
}): Uint8Array {
  const [W, H] = [595, 842];
  let content = "BT /F1 9 Tf 40 800 Td 11 TL\n";
  for (const l of opts.lines) content += `(${escapePdf(l)}) Tj T*\n`;
  content += "ET\n";
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "", // the page, once its resources are known
    "", // its content
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let xobject = "";
  if (opts.qr) {
    const { size, dark } = qrModules(opts.qr);
    const side = opts.side ?? 110;
    const left = opts.x ?? 440;
    const bottom = H - (opts.y ?? 40) - side;
    const as = opts.as ?? "image";
    if (as === "vector") content += vectorQr(size, dark, side / size, left, bottom);
    else {
      objects.push(qrImageObject(size, dark, as));
      xobject = `/XObject << /Im1 ${objects.length} 0 R >>`;
      content += `q 0 g ${side} 0 0 ${side} ${left} ${bottom} cm /Im1 Do Q\n`;
    }
  }
  objects[2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 5 0 R >> ${xobject} >> /Contents 4 0 R >>`;
  objects[3] = stream("", Buffer.from(content));
  return pdfOf(objects);
}

/**
 * A photographed or scanned page as a picture: text lines, a QR code at (x, y), `side` pixels across,
 * the whole turned by `rotation` degrees, with grain and JPEG compression when asked.
 */
export async function pictureWithQr(opts: {
  lines: string[];
  qr?: string;
  x?: number;
  y?: number;
  side?: number;
  rotation?: number;
  noise?: number;
  jpeg?: boolean;
  /** Things a finder must not take for a code: a solid logo, a ruled table, a fine checkered patch. */
  decoys?: boolean;
}): Promise<Buffer> {
  const [W, H] = [1240, 1754];
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f4f2ee";
  ctx.fillRect(0, 0, W, H);
  ctx.translate(W / 2, H / 2);
  ctx.rotate(((opts.rotation ?? 0) * Math.PI) / 180);
  ctx.translate(-W / 2, -H / 2);
  ctx.fillStyle = "#222";
  ctx.font = "22px sans-serif";
  opts.lines.forEach((l, i) => ctx.fillText(l, 70, 90 + i * 34));
  if (opts.decoys) {
    ctx.beginPath();
    ctx.arc(1050, 160, 90, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 2;
    for (let r = 0; r <= 8; r++) ctx.strokeRect(70, 1100 + r * 40, 1100, 40);
    for (let x = 0; x < 5; x++) ctx.strokeRect(70 + x * 220, 1100, 220, 320);
    for (let y = 0; y < 60; y++)
      for (let x = 0; x < 60; x++) if ((x + y) % 2) ctx.fillRect(900 + x * 4, 1500 + y * 4, 4, 4);
  }
  if (opts.qr) {
    // Drawn down from a larger bitmap with smoothing, as optics blur module edges.
    const png = await QRCode.toBuffer(opts.qr, { errorCorrectionLevel: "M", margin: 0, scale: 8 });
    const side = opts.side ?? 300;
    ctx.drawImage(await loadImage(png), opts.x ?? 860, opts.y ?? 80, side, side);
  }
  if (opts.noise) {
    const img = ctx.getImageData(0, 0, W, H);
    // A fixed pseudo-random sequence: the same grain on every run.
    let seed = 12345;
    for (let i = 0; i < img.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = ((seed / 0x7fffffff) * 2 - 1) * opts.noise;
      for (let k = 0; k < 3; k++) img.data[i + k] = Math.max(0, Math.min(255, img.data[i + k]! + n));
    }
    ctx.putImageData(img, 0, 0);
  }
  return opts.jpeg ? canvas.encode("jpeg", 70) : canvas.encode("png");
}
