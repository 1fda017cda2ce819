/**
 * Glyphs OCR reads one for another by their look, in groups (lower case): "lmvoice" for "invoice",
 * "Ba1ance" for "Balance", "Dep0sits" for "Deposits". A group's letters come in the order a figure among
 * them is most often read back as (a 1 more often stands for an l than an i).
 */
const GROUPS = ["li1", "mn", "ec", "uv", "o0", "s5"] as const;

const PAIRS = new Set(GROUPS.flatMap((g) => [...g].flatMap((a) => [...g].filter((b) => b !== a).map((b) => a + b))));

/** Two different glyphs OCR reads one for the other. */
export const lookAlike = (a: string, b: string): boolean => PAIRS.has(a + b);

/** The letters a figure read inside a word of letters may stand for, likeliest first (none for most figures). */
export function lettersOf(figure: string): string[] {
  const group = GROUPS.find((g) => g.includes(figure));
  return group ? [...group].filter((c) => /\p{L}/u.test(c)) : [];
}
