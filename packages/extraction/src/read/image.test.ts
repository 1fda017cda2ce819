// Pictures hold Skia memory that V8 does not count: they are released as soon as a reading is done with them.
import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import { decodeImage, prepareForOcr, releasePicture, usingPicture } from "./image.ts";

const pngOf = (w: number, h: number) => {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = "#000";
  ctx.fillRect(10, 10, 20, 5);
  return canvas.toBuffer("image/png");
};

describe("pictures", () => {
  it("prepares a gray PGM for OCR, scaled to the target width", async () => {
    const img = await decodeImage(pngOf(400, 200));
    const out = await prepareForOcr(img, { targetWidth: 800 });
    expect(out.scale).toBe(2);
    expect(out.image.subarray(0, 15).toString("latin1")).toBe("P5\n800 400\n255\n");
    expect(out.image.length).toBe(15 + 800 * 400);
  });

  it("empties a canvas and a decoded image on release", async () => {
    const canvas = createCanvas(300, 200);
    releasePicture(canvas);
    expect([canvas.width, canvas.height]).toEqual([0, 0]);
    const img = await decodeImage(pngOf(300, 200));
    releasePicture(img);
    expect(img.width).toBe(0);
  });

  it("releases a picture after its use, also when the use fails", async () => {
    const ok = createCanvas(50, 50);
    await expect(usingPicture(ok, (c) => c.width)).resolves.toBe(50);
    expect(ok.width).toBe(0);
    const failing = createCanvas(50, 50);
    await expect(
      usingPicture(failing, () => {
        throw new Error("unreadable");
      }),
    ).rejects.toThrow("unreadable");
    expect(failing.width).toBe(0);
  });
});
