import type { Drawable } from "./image.ts";
import { suggestsSignedQr } from "./e-invoice-qr.ts";
import { readQrCodes, turnedBox } from "./qr.ts";
import type { PageCode, ReadProblem, Word } from "../types.ts";

/**
 * Whether an attached file may carry the invoice's own data (a Factur-X / ZUGFeRD XML, an e-invoice's
 * JSON): only such a file's damage costs the result anything. A broken logo or a copy of the invoice
 * as a picture is nothing the user needs to hear of.
 */
export const mayCarryInvoiceData = (name: string) => /\.(?:xml|json)$/i.test(name);

/** Why a page's QR codes are missing, for the user: an e-invoice's signed QR may be among them. */
export const qrSearchFailed = (index: number, err: unknown): ReadProblem => ({
  part: "qr_codes",
  message: `page ${index + 1} could not be searched for a QR code: ${err instanceof Error ? err.message : String(err)}`,
});

/**
 * QR codes in a page picture that was read by OCR, in page units. The search is cheap where no area
 * looks like a code, and thorough where the words suggest an e-invoice. It never costs a page its
 * words: a failure is answered as a problem instead.
 */
export function pictureCodes(
  img: Drawable,
  index: number,
  words: Word[],
  rotation: number,
  unit: number,
): { codes: PageCode[]; problem?: ReadProblem } {
  try {
    const codes = readQrCodes(img, { thorough: suggestsSignedQr(words) }).map((r) => ({
      page: index,
      box: turnedBox(r.box, img.width, img.height, rotation, unit),
      text: r.text,
    }));
    return { codes };
  } catch (err) {
    return { codes: [], problem: qrSearchFailed(index, err) };
  }
}
