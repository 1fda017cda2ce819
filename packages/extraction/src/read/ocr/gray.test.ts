import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import { cutQuad, decodeGray, resizeGray, type Gray } from "./gray.ts";

describe("gray pictures", () => {
  it("reads a binary PGM, comments and all", async () => {
    const pgm = Buffer.concat([Buffer.from("P5\n# made here\n3 2\n255\n"), Buffer.from([0, 10, 20, 30, 40, 255])]);
    expect(await decodeGray(pgm)).toEqual({ width: 3, height: 2, data: new Uint8Array([0, 10, 20, 30, 40, 255]) });
  });

  it("reads a PNG as gray on white paper", async () => {
    const canvas = createCanvas(4, 2);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#000";
    ctx.fillRect(0, 0, 2, 2);
    const gray = await decodeGray(canvas.toBuffer("image/png"));
    expect([gray.width, gray.height]).toEqual([4, 2]);
    expect([...gray.data]).toEqual([0, 0, 255, 255, 0, 0, 255, 255]);
  });

  it("fails on a PGM cut short", async () => {
    await expect(decodeGray(Buffer.from("P5\n10 10\n255\n\u0000"))).rejects.toThrow("cut short");
  });

  it("shrinks by averaging and enlarges by interpolating", () => {
    const src: Gray = { width: 4, height: 2, data: new Uint8Array([0, 100, 200, 200, 0, 100, 0, 0]) };
    expect([...resizeGray(src, 2, 1).data]).toEqual([50, 100]);
    const up = resizeGray({ width: 2, height: 1, data: new Uint8Array([0, 200]) }, 4, 1);
    expect([...up.data]).toEqual([0, 50, 150, 200]);
  });

  it("cuts a quad out straight, paper white outside the picture", () => {
    const src: Gray = { width: 4, height: 4, data: new Uint8Array(16).map((_, i) => i * 10) };
    const out = new Float32Array(4);
    const quad = [
      [1, 1],
      [3, 1],
      [3, 2],
      [1, 2],
    ] as const;
    cutQuad(src, quad, { width: 2, height: 1 }, { data: out, offset: 1, stride: 2 }, (g) => g);
    // Pixels (1,1) and (2,1): 50 and 60.
    expect([...out.subarray(1, 3)]).toEqual([50, 60]);
    const outside = new Float32Array(1);
    const far = [
      [10, 10],
      [11, 10],
      [11, 11],
      [10, 11],
    ] as const;
    cutQuad(src, far, { width: 1, height: 1 }, { data: outside, offset: 0, stride: 1 }, (g) => g);
    expect(outside[0]).toBe(255);
  });
});
