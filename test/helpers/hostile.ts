/**
 * Hostile files, made in code: what an attacker uploads to exhaust the service's memory or time, to get past
 * its checks or to make it fail badly. Shared by the contract tests (test/hostile.test.ts) and the benchmark
 * of peak memory (`pnpm bench hostile`). Each probe says what the service must answer.
 */
import { crc32 } from "node:zlib";
import { invoicePdf, MAX_FILE_BYTES } from "./fixtures.ts";
import { buildJpeg, buildPng } from "./images.ts";
import { standardEncryption } from "./pdf-encrypt.ts";
import { stream, writePdf, type PdfBody } from "./raw-pdf.ts";
import { zlibOfRepeated } from "./repeated.ts";

const GiB = 1 << 30;
const MiB = 1 << 20;

/**
 * What the service must answer: a refusal at upload with one of the given codes; or the file taken and a
 * job on it that ends, completed or failed with a reason (`error` then says what it must mention); or the file
 * taken but waiting for its password (`type_reason` PASSWORD_REQUIRED), a parse without one refused with 422.
 */
export type Expectation =
  | { upload: "refused"; status: number; code: string; error?: RegExp }
  | { upload: "accepted"; job: "completed" | "failed"; error?: RegExp }
  | { upload: "locked" };

export interface HostileProbe {
  name: string;
  /** What it does, in a few words. */
  what: string;
  filename: string;
  expect: Expectation;
  bytes(): Buffer;
}

const latin1 = (s: string) => Buffer.from(s, "latin1");
const HELVETICA = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

/** A one-page PDF: catalog 1, pages 2, page 3, its content 4, a font 5, then `more` (from object 6). */
function onePage(opts: {
  mediaBox?: string;
  content: PdfBody;
  contentDict?: string;
  resources?: string;
  pageExtra?: string;
  catalogExtra?: string;
  more?: PdfBody[];
  trailer?: string;
}): Buffer {
  return writePdf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R ${opts.catalogExtra ?? ""} >>`,
      `<< /Type /Pages /Kids [3 0 R] /Count 1 >>`,
      `<< /Type /Page /Parent 2 0 R /MediaBox ${opts.mediaBox ?? "[0 0 595 842]"} /Contents 4 0 R ` +
        `/Resources << /Font << /F1 5 0 R >> ${opts.resources ?? ""} >> ${opts.pageExtra ?? ""} >>`,
      stream(opts.contentDict ?? "", opts.content),
      HELVETICA,
      ...(opts.more ?? []),
    ],
    trailer: `/Root 1 0 R ${opts.trailer ?? ""}`,
  });
}

/** A page a thousand inches square (72,000 points): 5 gigapixels at 72 dpi. */
const THOUSAND_INCHES = "[0 0 72000 72000]";

const hugeTextPage = () =>
  onePage({ mediaBox: THOUSAND_INCHES, content: "BT /F1 24 Tf 100 71800 Td (Invoice 1001 total 250.00) Tj ET\n" });

/** The page painted with a small grey image stretched over all of it, as a scan would be. */
const hugeImagePage = () =>
  onePage({
    mediaBox: THOUSAND_INCHES,
    content: "q 72000 0 0 72000 0 0 cm /Im1 Do Q\n",
    resources: "/XObject << /Im1 6 0 R >>",
    more: [
      stream(
        "/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8",
        Buffer.alloc(64, 200),
      ),
    ],
  });

/** A page whose content stream inflates to `size` zero bytes (white space to a PDF lexer). */
const flateBomb = (size: number) =>
  onePage({ content: zlibOfRepeated(Buffer.from([0]), size), contentDict: "/Filter /FlateDecode" });

/** A page that paints one image of 32,768 × 32,768 grey pixels, whose data inflates to 1 GiB. */
const imageFlateBomb = () =>
  onePage({
    content: "q 595 0 0 842 0 0 cm /Im1 Do Q\n",
    resources: "/XObject << /Im1 6 0 R >>",
    more: [
      stream(
        "/Type /XObject /Subtype /Image /Width 32768 /Height 32768 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
        zlibOfRepeated(Buffer.from([0]), GiB),
      ),
    ],
  });

/** A JPEG whose frame header claims `width` × `height` pixels: its few bytes of data decode nothing like it. */
function jpegClaiming(width: number, height: number): Buffer {
  const jpeg = Buffer.from(buildJpeg(8, 6));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A page with a small DCT image whose JPEG data claims 65,500 × 65,500 pixels. */
const jpegInPdfBomb = () =>
  onePage({
    content: "q 595 0 0 842 0 0 cm /Im1 Do Q\n",
    resources: "/XObject << /Im1 6 0 R >>",
    more: [
      stream(
        "/Type /XObject /Subtype /Image /Width 64 /Height 48 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode",
        jpegClaiming(65500, 65500),
      ),
    ],
  });

/** Text-showing operators, each a few words, repeated until the content inflates to 192 MiB. */
const textFlood = () => {
  const op = latin1("BT /F1 9 Tf 40 400 Td (pay 10.00 to us) Tj ET\n".padEnd(48, " "));
  return onePage({ content: zlibOfRepeated(op, 192 * MiB), contentDict: "/Filter /FlateDecode" });
};

/** Arrays nested 200,000 deep in the page's dictionary: a reader that recurses runs out of stack. */
const deepNesting = () =>
  onePage({
    content: "BT /F1 12 Tf 50 800 Td (Nested) Tj ET\n",
    pageExtra: `/Junk ${"[".repeat(200_000)}${"]".repeat(200_000)}`,
  });

/**
 * Form XObjects each painting the next ten times, nine levels deep, the last one showing text: a billion
 * text runs from a few hundred bytes.
 */
const formBomb = () => {
  const levels = 9;
  const forms: PdfBody[] = [];
  for (let i = 0; i < levels; i++) {
    const self = 6 + i;
    const body = i === levels - 1 ? "BT /F1 9 Tf 10 10 Td (laugh) Tj ET\n" : "/X Do ".repeat(10) + "\n";
    const next = i === levels - 1 ? "" : `/XObject << /X ${self + 1} 0 R >>`;
    forms.push(
      stream(`/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> ${next} >>`, body),
    );
  }
  return onePage({ content: "/X Do\n", resources: "/XObject << /X 6 0 R >>", more: forms });
};

/**
 * A PDF whose page tree lives in an object stream that inflates to 1 GiB (its objects, then zeros),
 * indexed by a cross-reference stream: merely opening the file, as an upload is checked, decodes it.
 */
function objectStreamBomb(): Buffer {
  const pages = "<< /Type /Pages /Kids [4 0 R] /Count 1 >>";
  const page = "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>";
  const header = `3 0 4 ${pages.length + 1} `;
  const objects = latin1(`${header}${pages} ${page} `);
  const body = zlibOfRepeated(Buffer.from([0]), GiB, objects);
  const parts: Buffer[] = [latin1("%PDF-1.7\n")];
  const offsets: number[] = [];
  const add = (num: number, object: PdfBody) => {
    offsets[num] = Buffer.concat(parts).length;
    parts.push(latin1(`${num} 0 obj\n`), typeof object === "string" ? latin1(object) : object, latin1("\nendobj\n"));
  };
  add(1, "<< /Type /Catalog /Pages 3 0 R >>");
  add(2, stream(`/Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode`, body));
  const xrefAt = Buffer.concat(parts).length;
  // Entries of 1 + 4 + 2 bytes: type, then offset or object stream, then generation or index in it.
  const entry = (type: number, field: number, last: number) => {
    const b = Buffer.alloc(7);
    b.writeUInt8(type, 0);
    b.writeUInt32BE(field, 1);
    b.writeUInt16BE(last, 5);
    return b;
  };
  const rows = [entry(0, 0, 65535), entry(1, offsets[1]!, 0), entry(1, offsets[2]!, 0), entry(2, 2, 0), entry(2, 2, 1)];
  add(5, stream("/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R", Buffer.concat([...rows, entry(1, xrefAt, 0)])));
  parts.push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** Cross-reference sections whose /Prev points back at themselves: a reader that follows them never ends. */
const xrefLoop = () => {
  const base = invoicePdf();
  const update = (at: number) =>
    `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R /Prev ${at} >>\nstartxref\n${at}\n%%EOF\n`;
  return Buffer.concat([base, latin1(update(base.length))]);
};

/** A page tree whose second level lists the root again: walking it never ends. */
const pageTreeCycle = () =>
  writePdf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R >>`,
      `<< /Type /Pages /Kids [3 0 R] /Count 2 >>`,
      `<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 4 0 R] /Count 2 >>`,
      `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>`,
      stream("", "BT /F1 12 Tf 50 800 Td (Cycle) Tj ET\n"),
    ],
    trailer: "/Root 1 0 R",
  });

/** One page under a page tree that claims `count`. */
const pageCountLie = (count: number) =>
  writePdf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R >>`,
      `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
      stream("", "BT /F1 12 Tf 50 800 Td (One page) Tj ET\n"),
      HELVETICA,
    ],
    trailer: "/Root 1 0 R",
  });

/** The invoice's text on one page, encrypted: with a user password, or with an owner password only. */
function encrypted(userPassword: string): Buffer {
  const crypt = standardEncryption(userPassword, "owner-secret");
  const text = "BT /F1 18 Tf 50 780 Td (TAX INVOICE) Tj /F1 10 Tf 0 -30 Td (Invoice Number: ENC-1) Tj ET\n";
  return onePage({ content: crypt.encrypt(4, latin1(text)), trailer: crypt.trailer });
}

/** An invoice that runs JavaScript when opened and launches a program from a link. */
const activeContent = () =>
  onePage({
    content: "BT /F1 18 Tf 50 780 Td (TAX INVOICE) Tj /F1 10 Tf 0 -30 Td (Invoice Number: JS-1) Tj ET\n",
    catalogExtra: "/OpenAction 6 0 R /Names << /JavaScript << /Names [(boot) 6 0 R] >> >>",
    pageExtra: "/Annots [7 0 R] /AA << /O 8 0 R >>",
    more: [
      `<< /S /JavaScript /JS (app.alert\\("hello"\\); this.exportDataObject\\({cName: "x", nLaunch: 2}\\);) >>`,
      `<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A 8 0 R >>`,
      `<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>`,
    ],
  });

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A greyscale PNG of the given size whose rows are all zeros, compressed about a thousand times. */
function pngOfZeros(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    // Filter byte 0 and a zero pixel are both zero: the image data is nothing but zeros.
    pngChunk("IDAT", zlibOfRepeated(Buffer.from([0]), (width + 1) * height)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small real PNG whose header claims `width` × `height`. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(buildPng(64, 48));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A minimal ZIP archive (one stored file): what a PDF+ZIP polyglot carries after %%EOF. */
function zipOf(name: string, content: Buffer): Buffer {
  const file = latin1(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(content) >>> 0, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(content) >>> 0, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(file.length, 28);
  const localSize = local.length + file.length + content.length;
  const centralSize = central.length + file.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, file, content, central, file, end]);
}

/** A PDF with `pages` pages of one line each. */
function manyPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(" ");
  const objects: PdfBody[] = [
    `<< /Type /Catalog /Pages 2 0 R >>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    HELVETICA,
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    objects.push(stream("", `BT /F1 12 Tf 50 800 Td (Page ${i + 1}) Tj ET\n`));
  }
  return writePdf({ objects, trailer: "/Root 1 0 R" });
}

const once = (make: () => Buffer) => {
  let bytes: Buffer | undefined;
  return () => (bytes ??= make());
};

/** How the service names a reading limit a document passed. */
const READ_LIMIT = /more than the [\d,]+ (?:MiB|words|characters|pixels)\b.* allowed|more memory than allowed/;
const refused = (status: number, code: string, error?: RegExp): Expectation => ({
  upload: "refused",
  status,
  code,
  ...(error ? { error } : {}),
});
const readable: Expectation = { upload: "accepted", job: "completed" };
const unreadable = (error: RegExp = READ_LIMIT): Expectation => ({ upload: "accepted", job: "failed", error });

function probe(name: string, what: string, filename: string, expect: Expectation, make: () => Buffer): HostileProbe {
  return { name, what, filename, expect, bytes: once(make) };
}

/** Every probe, cheapest first within each family; their bytes are made on first use and kept for the run. */
export const HOSTILE_PROBES: HostileProbe[] = [
  probe("huge-mediabox-text", "text page of 1000 x 1000 inches", "huge-text.pdf", readable, hugeTextPage),
  probe("huge-mediabox-image", "image page of 1000 x 1000 inches", "huge-image.pdf", readable, hugeImagePage),
  probe("flate-bomb-1gib", "content stream inflating to 1 GiB", "bomb-1g.pdf", unreadable(), () => flateBomb(GiB)),
  probe("flate-bomb-2gib", "content stream inflating to 2 GiB", "bomb-2g.pdf", unreadable(), () => flateBomb(2 * GiB)),
  probe(
    "object-stream-bomb",
    "object stream inflating to 1 GiB",
    "objstm-bomb.pdf",
    refused(422, "UNPROCESSABLE_DOCUMENT", READ_LIMIT),
    objectStreamBomb,
  ),
  probe("image-flate-bomb", "32768 x 32768 image inflating to 1 GiB", "image-bomb.pdf", unreadable(), imageFlateBomb),
  probe("jpeg-in-pdf-bomb", "DCT image claiming 65500 x 65500", "jpeg-bomb.pdf", unreadable(), jpegInPdfBomb),
  probe("text-flood", "192 MiB of text operators", "text-flood.pdf", unreadable(), textFlood),
  probe(
    "deep-nesting",
    "arrays nested 200,000 deep",
    "nested.pdf",
    refused(422, "UNPROCESSABLE_DOCUMENT"),
    deepNesting,
  ),
  probe("form-bomb", "forms nested 9 deep, 10 each: 1e9 runs", "form-bomb.pdf", unreadable(), formBomb),
  probe("xref-loop", "xref /Prev pointing at itself", "xref-loop.pdf", readable, xrefLoop),
  probe(
    "page-tree-cycle",
    "page tree listing its root",
    "cycle.pdf",
    refused(422, "UNPROCESSABLE_DOCUMENT"),
    pageTreeCycle,
  ),
  probe("page-count-lie-high", "/Count 2147483647 over 1 page", "count-high.pdf", readable, () =>
    pageCountLie(2147483647),
  ),
  probe("page-count-lie-low", "/Count 3 over 1 page", "count-low.pdf", readable, () => pageCountLie(3)),
  probe("encrypted-user", "RC4, user and owner password", "encrypted-user.pdf", { upload: "locked" }, () =>
    encrypted("user-secret"),
  ),
  probe("encrypted-owner", "RC4, owner password only", "encrypted-owner.pdf", readable, () => encrypted("")),
  probe("active-content", "OpenAction JavaScript, Launch action", "active.pdf", readable, activeContent),
  probe("png-header-bomb", "PNG claiming 100000 x 100000", "bomb.png", refused(413, "PAYLOAD_TOO_LARGE"), () =>
    pngClaiming(100_000, 100_000),
  ),
  probe("jpeg-header-bomb", "JPEG claiming 65500 x 65500", "bomb.jpg", refused(413, "PAYLOAD_TOO_LARGE"), () =>
    jpegClaiming(65500, 65500),
  ),
  probe("png-under-limit", "PNG of 10000 x 9999 zeros (~100 MP)", "zeros.png", readable, () =>
    pngOfZeros(10_000, 9_999),
  ),
  // Readers take a PDF whose header follows a few bytes of something else: so does the service.
  probe("polyglot-png-pdf", "PNG signature, then a PDF", "polyglot.png", readable, () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), invoicePdf()]),
  ),
  probe("polyglot-pdf-zip", "invoice PDF with a ZIP after %%EOF", "polyglot.pdf", readable, () =>
    Buffer.concat([invoicePdf(), zipOf("payload.js", latin1("alert(1)\n"))]),
  ),
  probe("polyglot-html-pdf", "HTML page, then a PDF", "polyglot.html.pdf", refused(415, "UNSUPPORTED_FILE_TYPE"), () =>
    Buffer.concat([
      latin1(`<!DOCTYPE html><html><body>${" ".repeat(2048)}<script>alert(1)</script></body></html>\n`),
      invoicePdf(),
    ]),
  ),
  probe("pdf-named-png", "a PDF named .png", "invoice.png", readable, () => invoicePdf()),
  probe("exe-named-pdf", "a Windows executable named .pdf", "invoice.pdf", refused(415, "UNSUPPORTED_FILE_TYPE"), () =>
    Buffer.concat([latin1("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"), Buffer.alloc(4096)]),
  ),
  probe("too-many-pages", "501 pages (limit 500)", "pages.pdf", refused(413, "PAYLOAD_TOO_LARGE"), () =>
    manyPages(501),
  ),
  probe("too-large", "10 MiB + 1 byte", "large.pdf", refused(413, "PAYLOAD_TOO_LARGE"), () =>
    Buffer.concat([invoicePdf(), Buffer.alloc(MAX_FILE_BYTES + 1 - invoicePdf().length, 0x20)]),
  ),
];
