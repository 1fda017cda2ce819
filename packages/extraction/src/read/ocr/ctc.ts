// A text line's characters from a CTC recogniser's output, and the line split into words that keep
// where along the line each one was read.

/** A character read on a line: the time steps that emitted it and its probability. */
export interface CtcChar {
  char: string;
  /** First and last time step of the run that emitted it. */
  first: number;
  last: number;
  prob: number;
}

/**
 * Greedy CTC decoding of one line: the likeliest class at each time step, repeated classes merged and
 * the blank (class 0) dropped. Class i > 0 is `alphabet[i - 1]`; a class whose entry is `undefined` is
 * never chosen (a script the document is not in), so the likeliest of the others is.
 */
export function ctcGreedy(
  probs: Float32Array,
  line: { offset: number; steps: number; classes: number },
  alphabet: readonly (string | undefined)[],
): CtcChar[] {
  const chars: CtcChar[] = [];
  let previous = 0;
  for (let t = 0; t < line.steps; t++) {
    const row = line.offset + t * line.classes;
    let best = 0;
    let bestP = probs[row]!;
    for (let c = 1; c < line.classes; c++)
      if (probs[row + c]! > bestP && alphabet[c - 1] !== undefined) {
        bestP = probs[row + c]!;
        best = c;
      }
    if (best !== 0 && best === previous) {
      const run = chars[chars.length - 1]!;
      run.last = t;
      run.prob = Math.max(run.prob, bestP);
    } else if (best !== 0) chars.push({ char: alphabet[best - 1] ?? "", first: t, last: t, prob: bestP });
    previous = best;
  }
  return chars.filter((c) => c.char !== "");
}

/** A word of a line: its text, where it spans along the line in time steps, and its confidence (0–1). */
export interface LineWord {
  text: string;
  start: number;
  end: number;
  conf: number;
}

/**
 * How far beyond its usual distance between letters a line's characters must stand to be apart: a
 * heading in large or widely spaced capitals ("V I N A Y A K A") reads its letters further apart than a
 * line's height, which parts a table's columns in running text.
 */
const WIDE_SET = 2.0;

/** The line's usual distance between two characters read in a row, with no space between (the median), in steps. */
function letterPitch(chars: CtcChar[]): number {
  const d: number[] = [];
  for (let i = 1; i < chars.length; i++)
    if (!/\s/.test(chars[i]!.char) && !/\s/.test(chars[i - 1]!.char)) d.push(chars[i]!.first - chars[i - 1]!.last);
  if (d.length < 3) return 0;
  d.sort((a, b) => a - b);
  return d[Math.floor(d.length / 2)]!;
}

/**
 * The words of a line: split where the recogniser read a space, and where two characters lie further apart
 * than `gapSteps` (columns of a table row detected as one line, whose gap the recogniser did not mark).
 * A word spans from half a character's pitch before its first character to half a pitch after its last,
 * within `[0, steps]` and never past the middle of the gap to its neighbours.
 */
export function splitWords(chars: CtcChar[], opts: { gapSteps: number; steps: number }): LineWord[] {
  const groups: CtcChar[][] = [];
  let current: CtcChar[] = [];
  const usual = letterPitch(chars);
  // Only letters read three quarters of a line's height apart or more: running text keeps the plain rule.
  const gapSteps = usual >= opts.gapSteps * 0.75 ? Math.max(opts.gapSteps, WIDE_SET * usual) : opts.gapSteps;
  for (const c of chars) {
    if (/\s/.test(c.char)) {
      if (current.length) groups.push(current);
      current = [];
      continue;
    }
    const prev = current[current.length - 1];
    if (prev && c.first - prev.last > gapSteps) {
      groups.push(current);
      current = [];
    }
    current.push(c);
  }
  if (current.length) groups.push(current);
  const inked = chars.filter((c) => !/\s/.test(c.char));
  // The line's character pitch: how many steps apart its characters are read, on average.
  const pitch = inked.length >= 2 ? (inked[inked.length - 1]!.first - inked[0]!.first) / (inked.length - 1) : 3;
  const half = Math.max(0.5, pitch / 2);
  return groups.map((g, i) => {
    const first = g[0]!;
    const last = g[g.length - 1]!;
    const before = groups[i - 1]?.[groups[i - 1]!.length - 1];
    const after = groups[i + 1]?.[0];
    const start = Math.max(0, first.first - half, before ? (before.last + 1 + first.first) / 2 : 0);
    const end = Math.min(opts.steps, last.last + 1 + half, after ? (last.last + 1 + after.first) / 2 : opts.steps);
    const conf = g.reduce((s, c) => s + c.prob, 0) / g.length;
    return { text: g.map((c) => c.char).join(""), start, end, conf };
  });
}
