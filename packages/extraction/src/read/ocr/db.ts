// Text boxes from a DB (differentiable binarisation) text detector's probability map: the map is
// binarised, each connected region becomes its smallest enclosing rotated rectangle, weak regions are
// dropped, and each rectangle is grown back by the margin the model was trained to shrink text by.
import type { Point, Quad } from "./gray.ts";
import { connectedRegions, type Region } from "../regions.ts";

export interface DbOptions {
  /** A pixel is text where its probability is above this. */
  threshold: number;
  /** A region is kept where its mean probability is above this. */
  boxThreshold: number;
  /** How far a region is grown: its area times this, over its perimeter. */
  unclipRatio: number;
  /** Regions whose short side is under this many map pixels are noise. */
  minSize: number;
  /** At most this many regions are kept, the largest first. */
  maxBoxes: number;
}

export const DB_DEFAULTS: DbOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  unclipRatio: 1.5,
  minSize: 3,
  maxBoxes: 1000,
};

/** A text box found on the map, in map pixels. */
export interface TextBox {
  quad: Quad;
  /** Mean probability of the region's pixels. */
  score: number;
}

/** A probability map: one value a pixel, row by row. */
export interface ProbabilityMap {
  width: number;
  height: number;
  data: Float32Array;
}

/** Labels the 8-connected regions above the threshold; every region with its size, extent and probability. */
function labelRegions(map: ProbabilityMap, threshold: number): { labels: Int32Array; regions: Region[] } {
  const { width, height, data } = map;
  return connectedRegions(
    width,
    height,
    (i) => data[i]! > threshold,
    (i) => data[i]!,
  );
}

/** The corners of the region's pixels at the ends of each of its rows: all a convex hull needs. */
function rowEnds(labels: Int32Array, width: number, r: Region): Point[] {
  const points: Point[] = [];
  for (let y = r.y0; y <= r.y1; y++) {
    let first = -1;
    let last = -1;
    for (let x = r.x0; x <= r.x1; x++)
      if (labels[y * width + x] === r.label) {
        if (first < 0) first = x;
        last = x;
      }
    if (first < 0) continue;
    points.push([first, y], [first, y + 1], [last + 1, y], [last + 1, y + 1]);
  }
  return points;
}

/** The convex hull, counter-clockwise (Andrew's monotone chain). */
export function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** A rotated rectangle: its centre, its sides along `angle` (width) and across it (height). */
export interface RotatedRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Radians, within (-π/4, π/4]: the side nearer the horizontal is the width. */
  angle: number;
}

/** The smallest rectangle enclosing a convex polygon: one of its sides lies on a hull edge (rotating calipers). */
export function minAreaRect(hull: Point[]): RotatedRect {
  let best: RotatedRect | undefined;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len === 0) continue;
    const ux = (b[0] - a[0]) / len;
    const uy = (b[1] - a[1]) / len;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p[0] * ux + p[1] * uy;
      const v = -p[0] * uy + p[1] * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      best = { cx: cu * ux - cv * uy, cy: cu * uy + cv * ux, width: maxU - minU, height: maxV - minV, angle: 0 };
      best.angle = Math.atan2(uy, ux);
    }
  }
  if (!best) {
    const p = hull[0] ?? [0, 0];
    return { cx: p[0], cy: p[1], width: 0, height: 0, angle: 0 };
  }
  return uprightRect(best);
}

/** The same rectangle described with the side nearest the horizontal as its width. */
function uprightRect(r: RotatedRect): RotatedRect {
  let { width, height, angle } = r;
  // Fold the direction into (-π/2, π/2], then swap sides where the other one is nearer the horizontal.
  while (angle > Math.PI / 2) angle -= Math.PI;
  while (angle <= -Math.PI / 2) angle += Math.PI;
  if (angle > Math.PI / 4) [width, height, angle] = [height, width, angle - Math.PI / 2];
  else if (angle <= -Math.PI / 4) [width, height, angle] = [height, width, angle + Math.PI / 2];
  return { ...r, width, height, angle };
}

/** The rectangle's corners: top-left, top-right, bottom-right, bottom-left. */
export function rectCorners(r: RotatedRect): Quad {
  const ux = Math.cos(r.angle);
  const uy = Math.sin(r.angle);
  const hw = r.width / 2;
  const hh = r.height / 2;
  const at = (a: number, b: number): Point => [r.cx + a * ux - b * uy, r.cy + a * uy + b * ux];
  return [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];
}

/**
 * The text boxes on a probability map, in map pixels. A region's rectangle is grown on every side by its
 * area × unclipRatio / perimeter: the margin by which training shrank each text box into its kernel.
 */
export function textBoxes(map: ProbabilityMap, options: Partial<DbOptions> = {}): (TextBox & { rect: RotatedRect })[] {
  const o = { ...DB_DEFAULTS, ...options };
  const { labels, regions } = labelRegions(map, o.threshold);
  const boxes: (TextBox & { rect: RotatedRect })[] = [];
  const candidates = regions
    .filter((r) => r.cells >= o.minSize)
    .sort((a, b) => b.cells - a.cells)
    .slice(0, o.maxBoxes);
  for (const r of candidates) {
    const score = r.sum / r.cells;
    if (score < o.boxThreshold) continue;
    const rect = minAreaRect(convexHull(rowEnds(labels, map.width, r)));
    if (Math.min(rect.width, rect.height) < o.minSize) continue;
    const area = rect.width * rect.height;
    const grow = (area * o.unclipRatio) / (2 * (rect.width + rect.height));
    const grown = { ...rect, width: rect.width + 2 * grow, height: rect.height + 2 * grow };
    if (Math.min(grown.width, grown.height) < o.minSize + 2) continue;
    boxes.push({ quad: rectCorners(grown), score, rect: grown });
  }
  return boxes;
}
