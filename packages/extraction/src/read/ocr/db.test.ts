import { describe, expect, it } from "@jest/globals";
import { convexHull, minAreaRect, textBoxes, type ProbabilityMap } from "./db.ts";

/** A map of zeros with `value` painted over the pixels whose centres lie inside the rotated rectangle. */
function paint(
  map: ProbabilityMap,
  r: { cx: number; cy: number; w: number; h: number; angle: number },
  value: number,
): void {
  const c = Math.cos(r.angle);
  const s = Math.sin(r.angle);
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      const dx = x + 0.5 - r.cx;
      const dy = y + 0.5 - r.cy;
      const u = dx * c + dy * s;
      const v = -dx * s + dy * c;
      if (Math.abs(u) <= r.w / 2 && Math.abs(v) <= r.h / 2) map.data[y * map.width + x] = value;
    }
}

const blank = (width: number, height: number): ProbabilityMap => ({
  width,
  height,
  data: new Float32Array(width * height),
});

describe("DB post-processing", () => {
  it("finds a text kernel, grows it by area × ratio / perimeter, and keeps its score", () => {
    const map = blank(200, 80);
    paint(map, { cx: 100, cy: 40, w: 120, h: 10, angle: 0 }, 0.9);
    const [box, ...rest] = textBoxes(map, { unclipRatio: 1.5 });
    expect(rest).toHaveLength(0);
    // The kernel is 120 × 10; it grows by 120·10·1.5 / (2·130) ≈ 6.9 on every side.
    const grow = (120 * 10 * 1.5) / (2 * 130);
    expect(box!.rect.width).toBeCloseTo(120 + 2 * grow, 0);
    expect(box!.rect.height).toBeCloseTo(10 + 2 * grow, 0);
    expect(box!.rect.angle).toBeCloseTo(0, 3);
    expect(box!.score).toBeCloseTo(0.9, 5);
    const [tl, tr, br, bl] = box!.quad;
    expect(tl[0]).toBeLessThan(tr[0]);
    expect(tl[1]).toBeLessThan(bl[1]);
    expect(br[0]).toBeCloseTo(tr[0], 5);
  });

  it("reads a tilted line's angle, with its long side as the width", () => {
    const map = blank(300, 200);
    paint(map, { cx: 150, cy: 100, w: 200, h: 14, angle: 0.1 }, 0.95);
    const [box] = textBoxes(map);
    expect(box!.rect.angle).toBeCloseTo(0.1, 1);
    expect(box!.rect.width).toBeGreaterThan(box!.rect.height * 5);
    // Falling to the right: the top-right corner lies lower than the top-left.
    expect(box!.quad[1][1]).toBeGreaterThan(box!.quad[0][1]);
  });

  it("drops weak regions, specks, and keeps separate lines apart", () => {
    const map = blank(200, 120);
    paint(map, { cx: 60, cy: 20, w: 80, h: 10, angle: 0 }, 0.8);
    paint(map, { cx: 60, cy: 60, w: 80, h: 10, angle: 0 }, 0.8);
    // Above the binarisation threshold but too unsure to be text.
    paint(map, { cx: 150, cy: 100, w: 60, h: 10, angle: 0 }, 0.4);
    // Two pixels: noise.
    paint(map, { cx: 180, cy: 20, w: 2, h: 1, angle: 0 }, 0.99);
    const boxes = textBoxes(map);
    expect(boxes).toHaveLength(2);
    expect(boxes.map((b) => Math.round(b.rect.cy)).sort((a, b) => a - b)).toEqual([20, 60]);
  });

  it("finds the smallest rectangle around a convex hull", () => {
    const hull = convexHull([
      [0, 0],
      [10, 0],
      [10, 4],
      [0, 4],
      [5, 2],
      [3, 1],
    ]);
    expect(hull).toHaveLength(4);
    const r = minAreaRect(hull);
    expect(r.width * r.height).toBeCloseTo(40, 5);
    expect(r.width).toBeCloseTo(10, 5);
    expect([r.cx, r.cy]).toEqual([5, 2]);
  });
});
