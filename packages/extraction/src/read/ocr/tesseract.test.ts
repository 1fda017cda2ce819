import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import { createTesseractEngine } from "./tesseract.ts";

describe("tesseract's languages", () => {
  it("reads German with the packaged German model beside English", async () => {
    const canvas = createCanvas(1200, 200);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, 1200, 200);
    ctx.fillStyle = "#000";
    ctx.font = "44px serif";
    ctx.fillText("Rechnungsbetrag für Größe Straße", 40, 110);
    const ocr = createTesseractEngine({ workers: 1, idleMs: 5_000, languages: ["eng", "deu"] });
    try {
      const text = (await ocr.recognize(canvas.toBuffer("image/png"))).words.map((w) => w.text).join(" ");
      expect(text).toContain("Größe");
      expect(text).toContain("Straße");
    } finally {
      await ocr.terminate();
    }
  }, 60_000);
});
