// Perspective correction of a phone photo of a page: the page is found against the surface it lies on
// and warped onto an upright rectangle, so that its lines run straight and its type is of one size
// across the page. Words read on the flattened picture are mapped back onto the photo.
import { resizeGray, type Gray, type Point, type Quad } from "./ocr/gray.ts";
import { connectedRegions } from "./regions.ts";
import { otsu } from "./threshold.ts";
import type { OcrResult } from "./ocr.ts";
import type { Word } from "../types.ts";

/** Long side of the copy the page is looked for on: the page's outline matters there, not its print. */
const FIND_SIDE = 400;
/** The page covers at least this share of the picture: a smaller bright patch is not the page photographed. */
const LEAST_AREA = 0.35;
/** Each side of the page is at least this share of the picture's short side. */
const LEAST_SIDE = 0.3;
/** A page's bright pixels fill at least this share of its quad (its print the rest): a blob is no page. */
const LEAST_FILL = 0.7;
/** No corner of a page in perspective is further than this from a right angle (radians). */
const MOST_BEND = (25 * Math.PI) / 180;
/**
 * A page whose sides all lie within this share of the picture's long side of an upright rectangle is
 * left as it is: there is nothing to straighten, and cutting its margins away reads no better.
 */
const FLAT_WITHIN = 0.012;
/** How far (share of the picture's short side) the page's corners are moved in before warping. */
const INSET = 0.006;
/** A corner this near (share of the picture's short side) to the picture's edge: the page runs out of the picture. */
const EDGE_MARGIN = 0.004;

/** A projective map of the plane: 3×3, row by row, the last entry 1. */
export type Homography = readonly number[];

/** A photo's page warped upright, and the map from its pixels back to the photo's. */
export interface Flattened {
  picture: Gray;
  toSource: Homography;
}

/** The point moved by the map. */
export function project(h: Homography, [x, y]: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/** Solves a·x = b (n × n, row by row) by elimination with partial pivoting; undefined where singular. */
function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    if (Math.abs(a[p]![c]!) < 1e-12) return undefined;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
    x[r] = s / a[r]![r]!;
  }
  return x;
}

/** The projective map taking each corner of `from` to the same corner of `to` (the four-point DLT). */
export function homography(from: Quad, to: Quad): Homography | undefined {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h && [...h, 1];
}

/**
 * The page's four corners on a gray picture, top left first, clockwise: the largest component of pixels
 * brighter than Otsu's threshold (the paper against a darker surface), and its extreme points along
 * the diagonals. None where no such page shows.
 */
export function findPage(gray: Gray): Quad | undefined {
  const shrink = Math.min(1, FIND_SIDE / Math.max(gray.width, gray.height));
  const w = Math.max(1, Math.round(gray.width * shrink));
  const h = Math.max(1, Math.round(gray.height * shrink));
  if (w < 16 || h < 16) return undefined;
  const small = resizeGray(gray, w, h);
  const t = otsu(small.data);
  const { labels, regions } = connectedRegions(
    w,
    h,
    (i) => small.data[i]! > t,
    () => 1,
  );
  const page = regions.reduce<(typeof regions)[number] | undefined>(
    (a, r) => (a && a.cells >= r.cells ? a : r),
    undefined,
  );
  if (!page || page.cells < LEAST_AREA * w * h) return undefined;
  const corners = diagonalExtremes(labels, w, page.label, page);
  // Pixel corners: a component's extreme pixel spans one more pixel right and down.
  const grown: Quad = [
    corners[0],
    [corners[1][0] + 1, corners[1][1]],
    [corners[2][0] + 1, corners[2][1] + 1],
    [corners[3][0], corners[3][1] + 1],
  ];
  if (quadArea(grown) <= 0 || page.cells < LEAST_FILL * quadArea(grown) || !edgesShow(small, grown)) return undefined;
  return grown.map(([x, y]) => [(x * gray.width) / w, (y * gray.height) / h] as const) as unknown as Quad;
}

/**
 * The quad with each corner moved towards its middle by `by` pixels: a page's corners are found to a pixel
 * of the copy searched, and the surface's dark rim along a flattened page's edge would read as a rule.
 */
function inset(q: Quad, by: number): Quad {
  const cx = (q[0][0] + q[1][0] + q[2][0] + q[3][0]) / 4;
  const cy = (q[0][1] + q[1][1] + q[2][1] + q[3][1]) / 4;
  return q.map(([x, y]) => {
    const d = Math.hypot(cx - x, cy - y);
    return [x + ((cx - x) * by) / d, y + ((cy - y) * by) / d] as const;
  }) as unknown as Quad;
}

/** Points looked at along each side of a page found, between its corners. */
const EDGE_SAMPLES = 24;
/** How far either side of a page's side (share of the picture's short side) the paper and the surface are looked at. */
const EDGE_REACH = 0.012;
/** The paper is at least this many gray levels brighter than the surface across each side (median along it). */
const EDGE_STEP = 12;

/**
 * Whether each side of the quad is an edge: brighter inside than outside along most of it. A bright
 * patch that uneven light cuts out of a page, or of a light surface, ends in a gradual shading instead.
 */
function edgesShow(small: Gray, q: Quad): boolean {
  const reach = Math.max(2, EDGE_REACH * Math.min(small.width, small.height));
  const level = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi < 0 || yi < 0 || xi >= small.width || yi >= small.height ? undefined : small.data[yi * small.width + xi]!;
  };
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i]!;
    const [bx, by] = q[(i + 1) % 4]!;
    const len = Math.hypot(bx - ax, by - ay);
    // Inward: the side's direction turned a right angle, on a quad running clockwise with y down.
    const nx = -(by - ay) / len;
    const ny = (bx - ax) / len;
    const steps: number[] = [];
    for (let k = 1; k < EDGE_SAMPLES; k++) {
      const x = ax + ((bx - ax) * k) / EDGE_SAMPLES;
      const y = ay + ((by - ay) * k) / EDGE_SAMPLES;
      const inside = level(x + nx * reach, y + ny * reach);
      const outside = level(x - nx * reach, y - ny * reach);
      if (inside !== undefined && outside !== undefined) steps.push(inside - outside);
    }
    steps.sort((a, b) => a - b);
    if (steps.length < EDGE_SAMPLES / 2 || steps[steps.length >> 1]! < EDGE_STEP) return false;
  }
  return true;
}

/** The component's pixels farthest along each diagonal: top left, top right, bottom right, bottom left. */
function diagonalExtremes(
  labels: Int32Array,
  width: number,
  label: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): Quad {
  const best = [Infinity, -Infinity, -Infinity, Infinity];
  const at: [Point, Point, Point, Point] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      if (labels[y * width + x] !== label) continue;
      const sum = x + y;
      const diff = x - y;
      if (sum < best[0]!) [best[0], at[0]] = [sum, [x, y]];
      if (diff > best[1]!) [best[1], at[1]] = [diff, [x, y]];
      if (sum > best[2]!) [best[2], at[2]] = [sum, [x, y]];
      if (diff < best[3]!) [best[3], at[3]] = [diff, [x, y]];
    }
  return at;
}

/** The quad's area (positive where its corners run clockwise on a picture, y growing down). */
function quadArea(q: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const [x0, y0] = q[i]!;
    const [x1, y1] = q[(i + 1) % 4]!;
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}

const sideLength = (q: Quad, i: number) => Math.hypot(q[(i + 1) % 4]![0] - q[i]![0], q[(i + 1) % 4]![1] - q[i]![1]);

/**
 * Whether a page's quad is worth warping: convex, large, with sides long enough and no corner far from
 * square, wholly inside the picture, and not already an upright rectangle.
 */
export function worthFlattening(q: Quad, width: number, height: number): boolean {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (quadArea(q) < LEAST_AREA * width * height) return false;
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = [q[(i + 3) % 4]!, q[i]!, q[(i + 1) % 4]!];
    const u = [a[0] - b[0], a[1] - b[1]];
    const v = [c[0] - b[0], c[1] - b[1]];
    // Clockwise on the picture: each corner turns the same way, and by about a right angle.
    if (u[0]! * v[1]! - u[1]! * v[0]! >= 0) return false;
    const angle = Math.acos((u[0]! * v[0]! + u[1]! * v[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(v[0]!, v[1]!)));
    if (Math.abs(angle - Math.PI / 2) > MOST_BEND) return false;
    if (sideLength(q, i) < LEAST_SIDE * short) return false;
    const [x, y] = b;
    const edge = EDGE_MARGIN * short;
    if (x < edge || y < edge || x > width - edge || y > height - edge) return false;
  }
  const [tl, tr, br, bl] = q;
  const off = [tl[1] - tr[1], bl[1] - br[1], tl[0] - bl[0], tr[0] - br[0]];
  return off.some((d) => Math.abs(d) > FLAT_WITHIN * long);
}

/**
 * The page warped onto an upright rectangle whose sides are the quad's longer opposite sides, each pixel
 * sampled once from the picture (bilinear).
 */
export function warpPage(gray: Gray, q: Quad): Flattened | undefined {
  const width = Math.max(1, Math.round(Math.max(sideLength(q, 0), sideLength(q, 2))));
  const height = Math.max(1, Math.round(Math.max(sideLength(q, 1), sideLength(q, 3))));
  const rect: Quad = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const toSource = homography(rect, q);
  if (!toSource) return undefined;
  const [a, b, c, d, e, f, g, h] = toSource as [number, number, number, number, number, number, number, number];
  const data = new Uint8Array(width * height);
  const { width: sw, height: sh, data: src } = gray;
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const w = g * px + h * py + 1;
      const sx = (a * px + b * py + c) / w - 0.5;
      const sy = (d * px + e * py + f) / w - 0.5;
      const x0 = Math.min(sw - 2, Math.max(0, Math.floor(sx)));
      const y0 = Math.min(sh - 2, Math.max(0, Math.floor(sy)));
      const fx = Math.min(1, Math.max(0, sx - x0));
      const fy = Math.min(1, Math.max(0, sy - y0));
      const i = y0 * sw + x0;
      const top = src[i]! + (src[i + 1]! - src[i]!) * fx;
      const bottom = src[i + sw]! + (src[i + sw + 1]! - src[i + sw]!) * fx;
      data[y * width + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return { picture: { width, height, data }, toSource };
}

/** The photo's page warped upright, where one shows in perspective; none where it is flat already or not found. */
export function flattenPage(gray: Gray): Flattened | undefined {
  if (gray.width < 32 || gray.height < 32) return undefined;
  const quad = findPage(gray);
  if (!quad || !worthFlattening(quad, gray.width, gray.height)) return undefined;
  return warpPage(gray, inset(quad, INSET * Math.min(gray.width, gray.height)));
}

/** A word read on the flattened picture, boxed on the photo: its box's corners mapped back, and their extent. */
export function wordOnSource(word: Word, toSource: Homography): Word {
  const corners: Point[] = [
    [word.x0, word.y0],
    [word.x1, word.y0],
    [word.x1, word.y1],
    [word.x0, word.y1],
  ].map((p) => project(toSource, p as unknown as Point));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { ...word, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Words this long on the photo (pixels) tell the slope of their line there; shorter ones are too noisy. */
const SLOPE_MIN_LENGTH = 40;

/**
 * The median slope, on the photo, of the lines the flattened reading's words stand on: the skew its
 * words have once mapped back (the flattened reading's own is about 0).
 */
export function skewOnSource(words: readonly Word[], toSource: Homography): number {
  const slopes: number[] = [];
  for (const w of words) {
    const mid = (w.y0 + w.y1) / 2;
    const [x0, y0] = project(toSource, [w.x0, mid]);
    const [x1, y1] = project(toSource, [w.x1, mid]);
    if (Math.hypot(x1 - x0, y1 - y0) >= SLOPE_MIN_LENGTH) slopes.push(Math.atan2(y1 - y0, x1 - x0));
  }
  slopes.sort((a, b) => a - b);
  return slopes.length >= 3 ? slopes[Math.floor(slopes.length / 2)]! : 0;
}

/** A word box turned by 180 degrees on a picture of that size. */
const turnedBox = (w: Word, width: number, height: number): Word => ({
  ...w,
  x0: width - w.x1,
  x1: width - w.x0,
  y0: height - w.y1,
  y1: height - w.y0,
});

/**
 * A reading of the flattened picture as a reading of the photo (`width` × `height`): its words boxed on
 * the photo and the skew they stand at there. A reading of the flattened picture turned by 180 degrees
 * stands on the photo turned so.
 */
export function readingOnSource(result: OcrResult, flat: Flattened, width: number, height: number): OcrResult {
  const { width: fw, height: fh } = flat.picture;
  const upright = result.turned ? result.words.map((w) => turnedBox(w, fw, fh)) : result.words;
  const mapped = upright.map((w) => wordOnSource(w, flat.toSource));
  const words = result.turned ? mapped.map((w) => turnedBox(w, width, height)) : mapped;
  return { ...result, words, skew: skewOnSource(upright, flat.toSource) };
}
