import type { Layout, Word } from "../../types.ts";
import { pageLanguage } from "./language.ts";

/**
 * A "ü" as English OCR reads it, two i's between letters ("Kriiger", "Niirnberg"): German words do not
 * print "ii" there, so on a German page it stands for the umlaut the English model lacks.
 */
const U_READ_AS_II = /(?<=\p{L})ii(?=\p{Ll})/gu;

function mended(words: Word[]): Word[] {
  return words.map((w) => {
    const text = w.source === "ocr" ? w.text.replace(U_READ_AS_II, "ü") : w.text;
    return text === w.text ? w : { ...w, text };
  });
}

/**
 * The layout with the umlauts English OCR read as "ii" put back on its German pages (by their words,
 * documents/common/language.ts), in each reading of the page. Other pages and text layers stay as read.
 */
export function umlautsMended(layout: Layout): Layout {
  if (!layout.ocrUsed) return layout;
  return {
    ...layout,
    pages: layout.pages.map((page) => {
      if (pageLanguage(page.words.map((w) => w.text)) !== "de") return page;
      const alternates = page.alternates?.map(mended);
      return { ...page, words: mended(page.words), ...(alternates ? { alternates } : {}) };
    }),
  };
}
