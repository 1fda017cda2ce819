import { describe, expect, it } from "@jest/globals";
import {
  findPage,
  flattenPage,
  homography,
  project,
  readingOnSource,
  skewOnSource,
  wordOnSource,
  type Homography,
} from "./flatten.ts";
import type { Gray, Point, Quad } from "./ocr/gray.ts";
import type { Word } from "../types.ts";

const UNIT: Quad = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** A mark printed on the page, in page fractions: x0, y0, x1, y1. */
type Mark = readonly [number, number, number, number];

/**
 * A photo `width` × `height` of a page whose corners stand at `corners`, on a darker surface: each pixel
 * is the paper's gray, a mark's, or the surface's, as the page's perspective places it.
 */
function photo(width: number, height: number, corners: Quad, marks: readonly Mark[] = [], surface = 60): Gray {
  const toPage = homography(corners, UNIT)!;
  const data = new Uint8Array(width * height).fill(surface);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [u, v] = project(toPage, [x + 0.5, y + 0.5]);
      if (u < 0 || v < 0 || u > 1 || v > 1) continue;
      const inked = marks.some(([x0, y0, x1, y1]) => u >= x0 && u <= x1 && v >= y0 && v <= y1);
      data[y * width + x] = inked ? 20 : 235;
    }
  return { width, height, data };
}

/** Lines of print across the page, as marks. */
const PRINT: Mark[] = Array.from({ length: 12 }, (_, i) => [
  0.12,
  0.15 + i * 0.06,
  0.7 - (i % 3) * 0.1,
  0.17 + i * 0.06,
]);

/** A page photographed from below its foot and a little aside: its top is narrower and tilted. */
const TILTED: Quad = [
  [92, 64],
  [318, 78],
  [352, 452],
  [48, 440],
];

/** The extent of the picture's dark pixels (under 100). */
function inkBox(g: Gray): { x0: number; y0: number; x1: number; y1: number; cells: number } {
  const box = { x0: g.width, y0: g.height, x1: -1, y1: -1, cells: 0 };
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++)
      if (g.data[y * g.width + x]! < 100) {
        box.x0 = Math.min(box.x0, x);
        box.y0 = Math.min(box.y0, y);
        box.x1 = Math.max(box.x1, x);
        box.y1 = Math.max(box.y1, y);
        box.cells++;
      }
  return box;
}

const word = (x0: number, y0: number, x1: number, y1: number, text = "w"): Word => ({
  text,
  x0,
  y0,
  x1,
  y1,
  conf: 0.9,
  source: "ocr",
});

describe("homography", () => {
  it("takes each corner of one quad to the same corner of the other", () => {
    const h = homography(UNIT, TILTED)!;
    for (let i = 0; i < 4; i++) {
      const [x, y] = project(h, UNIT[i]!);
      expect(x).toBeCloseTo(TILTED[i]![0], 6);
      expect(y).toBeCloseTo(TILTED[i]![1], 6);
    }
  });

  it("is none for corners that all lie on one line", () => {
    const line: Quad = [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ];
    expect(homography(UNIT, line)).toBeUndefined();
  });
});

describe("finding the page", () => {
  it("finds the corners of a page in perspective within a few pixels", () => {
    const quad = findPage(photo(400, 500, TILTED, PRINT))!;
    expect(quad).toBeDefined();
    quad.forEach(([x, y], i) => {
      expect(Math.abs(x - TILTED[i]![0])).toBeLessThan(4);
      expect(Math.abs(y - TILTED[i]![1])).toBeLessThan(4);
    });
  });

  it("finds the corners on a picture larger than the copy searched", () => {
    const big = TILTED.map(([x, y]) => [x * 2.5, y * 2.5] as Point) as unknown as Quad;
    const quad = findPage(photo(1000, 1250, big, PRINT))!;
    quad.forEach(([x, y], i) => {
      expect(Math.abs(x - big[i]![0])).toBeLessThan(6);
      expect(Math.abs(y - big[i]![1])).toBeLessThan(6);
    });
  });

  it("takes no shading from dark to light for a page's edge", () => {
    const width = 300;
    const height = 400;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = Math.round((x / width) * 255);
    expect(findPage({ width, height, data })).toBeUndefined();
  });
});

describe("flattening a photo's page", () => {
  it("gives back a page photographed in perspective as an upright rectangle", () => {
    // A square block printed at a quarter of the page's width and height.
    const block: Mark = [0.2, 0.2, 0.4, 0.35];
    const flat = flattenPage(photo(400, 500, TILTED, [block]))!;
    expect(flat).toBeDefined();
    const { width, height } = flat.picture;
    const ink = inkBox(flat.picture);
    expect(ink.x0 / width).toBeCloseTo(0.2, 1);
    expect(ink.x1 / width).toBeCloseTo(0.4, 1);
    expect(ink.y0 / height).toBeCloseTo(0.2, 1);
    expect(ink.y1 / height).toBeCloseTo(0.35, 1);
    // Rectangular: the block fills its extent (a trapezoid or a turned block would leave its corners blank).
    expect(ink.cells / ((ink.x1 - ink.x0 + 1) * (ink.y1 - ink.y0 + 1))).toBeGreaterThan(0.95);
  });

  it("maps the flattened picture's corners onto the page's corners on the photo", () => {
    const flat = flattenPage(photo(400, 500, TILTED, PRINT))!;
    const { width, height } = flat.picture;
    const corners: Point[] = [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ];
    corners.forEach((c, i) => {
      const [x, y] = project(flat.toSource, c);
      expect(Math.hypot(x - TILTED[i]![0], y - TILTED[i]![1])).toBeLessThan(8);
    });
  });

  it("leaves a flat scan alone, and a page lying square on a surface", () => {
    const scan: Gray = { width: 300, height: 400, data: new Uint8Array(300 * 400).fill(240) };
    for (let i = 0; i < 40; i++) scan.data.fill(10, 30_000 + i * 1200, 30_000 + i * 1200 + 180);
    expect(flattenPage(scan)).toBeUndefined();
    const square: Quad = [
      [40, 50],
      [360, 50],
      [360, 450],
      [40, 450],
    ];
    expect(flattenPage(photo(400, 500, square, PRINT))).toBeUndefined();
  });

  it("leaves a page alone that runs out of the picture", () => {
    const cut: Quad = [
      [-30, 40],
      [330, 60],
      [370, 470],
      [20, 450],
    ];
    expect(flattenPage(photo(400, 500, cut, PRINT))).toBeUndefined();
  });

  it("finds nothing, and throws nothing, on no picture: blank, black, tiny", () => {
    const blank = (width: number, height: number, level: number): Gray => ({
      width,
      height,
      data: new Uint8Array(width * height).fill(level),
    });
    expect(flattenPage(blank(400, 500, 255))).toBeUndefined();
    expect(flattenPage(blank(400, 500, 0))).toBeUndefined();
    expect(flattenPage(blank(1, 1, 128))).toBeUndefined();
    expect(flattenPage(blank(20, 12, 200))).toBeUndefined();
    expect(findPage(blank(5, 3, 10))).toBeUndefined();
  });
});

describe("words read on the flattened picture", () => {
  const flatSize = { width: 200, height: 300 };
  const rect: Quad = [
    [0, 0],
    [flatSize.width, 0],
    [flatSize.width, flatSize.height],
    [0, flatSize.height],
  ];
  // The photo shows the page turned by 30 degrees about its top left, moved to (100, 50).
  const turn = Math.PI / 6;
  const onPhoto = rect.map(([x, y]) => [
    100 + x * Math.cos(turn) - y * Math.sin(turn),
    50 + x * Math.sin(turn) + y * Math.cos(turn),
  ]) as unknown as Quad;
  const toSource: Homography = homography(rect, onPhoto)!;

  it("are boxed on the photo where their corners go", () => {
    const w = wordOnSource(word(10, 20, 50, 30), toSource);
    const corners = [
      [10, 20],
      [50, 20],
      [50, 30],
      [10, 30],
    ].map((p) => project(toSource, p as unknown as Point));
    expect(w.x0).toBeCloseTo(Math.min(...corners.map((c) => c[0])), 6);
    expect(w.x1).toBeCloseTo(Math.max(...corners.map((c) => c[0])), 6);
    expect(w.y0).toBeCloseTo(Math.min(...corners.map((c) => c[1])), 6);
    expect(w.y1).toBeCloseTo(Math.max(...corners.map((c) => c[1])), 6);
    expect(w.text).toBe("w");
  });

  it("stand at the page's slope on the photo", () => {
    const words = [word(10, 20, 90, 30), word(10, 60, 120, 70), word(20, 100, 150, 110), word(5, 5, 12, 10)];
    expect(skewOnSource(words, toSource)).toBeCloseTo(turn, 6);
    expect(skewOnSource(words.slice(3), toSource)).toBe(0);
  });

  it("read on the flattened picture turned stand on the photo turned", () => {
    const picture: Gray = { ...flatSize, data: new Uint8Array(flatSize.width * flatSize.height) };
    const photoSize = { width: 400, height: 450 };
    const read = { words: [word(150, 270, 190, 280)], confidence: 0.9, skew: 0, turned: 180 as const };
    const [w] = readingOnSource(read, { picture, toSource }, photoSize.width, photoSize.height).words;
    // Upright on the flattened picture, the word stood at (10, 20)–(50, 30); on the photo, turned.
    const upright = wordOnSource(word(10, 20, 50, 30), toSource);
    expect(w!.x0).toBeCloseTo(photoSize.width - upright.x1, 6);
    expect(w!.y0).toBeCloseTo(photoSize.height - upright.y1, 6);
    expect(w!.x1).toBeCloseTo(photoSize.width - upright.x0, 6);
    expect(w!.y1).toBeCloseTo(photoSize.height - upright.y0, 6);
  });
});
