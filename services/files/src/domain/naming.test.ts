import { describe, expect, it } from "@jest/globals";
import { reportedFormat, sanitizeFilename, storageName } from "./naming.ts";

describe("file naming", () => {
  it("keeps a safe base name", () => {
    expect(sanitizeFilename("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFilename("Invoice March 2024.pdf")).toBe("Invoice_March_2024.pdf");
    expect(sanitizeFilename("")).toBe("file");
  });
  it("prefixes the storage name with epoch milliseconds", () => {
    expect(storageName("a b.pdf", 1700000000000)).toBe("1700000000000_a_b.pdf");
  });
  it("reports JPEG only for .jpeg names", () => {
    expect(reportedFormat("JPEG", "x.jpeg")).toBe("JPEG");
    expect(reportedFormat("JPEG", "x.jpg")).toBe("JPG");
    expect(reportedFormat("PDF", "x.jpeg")).toBe("PDF");
  });
});
