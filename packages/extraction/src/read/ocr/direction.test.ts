import { describe, expect, it } from "@jest/globals";
import { directionInput, turnedPage, turnedQuad, upsideDown, DIRECTION_HEIGHT, DIRECTION_WIDTH } from "./direction.ts";
import type { Gray, Quad } from "./gray.ts";

describe("a page's direction", () => {
  it("is upside down where three lines or more are surely turned and the lines asked about are on the whole", () => {
    expect(upsideDown([0.99, 0.92, 0.98, 0.55, 0.67, 0.42])).toBe(true);
    // A logo or a stamp printed upside down is no page turned; nor two lines on an upright page.
    expect(upsideDown([0.99, 0.98, 0.01, 0.02, 0.0, 0.05])).toBe(false);
    expect(upsideDown([0.99, 0.98, 0.95, 0.01, 0.02, 0.0, 0.05, 0.1])).toBe(false);
    // A page read sideways votes neither way.
    expect(upsideDown([0.4, 0.5, 0.45, 0.6, 0.3])).toBe(false);
  });

  it("turns the page and its lines by 180 degrees, corners named again from the top left", () => {
    const page: Gray = { width: 3, height: 2, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
    expect([...turnedPage(page).data]).toEqual([6, 5, 4, 3, 2, 1]);
    expect([...page.data]).toEqual([1, 2, 3, 4, 5, 6]);
    const quad: Quad = [
      [10, 20],
      [110, 20],
      [110, 40],
      [10, 40],
    ];
    expect(turnedQuad(quad, 200, 100)).toEqual([
      [90, 60],
      [190, 60],
      [190, 80],
      [90, 80],
    ]);
  });

  it("gives the classifier a line 48 high, padded with zeros past its width", () => {
    const page: Gray = { width: 100, height: 10, data: new Uint8Array(1000).fill(255) };
    const quad: Quad = [
      [0, 0],
      [100, 0],
      [100, 10],
      [0, 10],
    ];
    const input = directionInput(page, quad, 2);
    expect(input.length).toBe(3 * DIRECTION_HEIGHT * DIRECTION_WIDTH);
    expect(input[0]).toBeCloseTo(1);
    expect(input[95]).toBeCloseTo(1);
    expect(input[96]).toBe(0);
    expect(input[DIRECTION_HEIGHT * DIRECTION_WIDTH]).toBeCloseTo(1);
  });
});
