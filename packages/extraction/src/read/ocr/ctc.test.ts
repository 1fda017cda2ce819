import { describe, expect, it } from "@jest/globals";
import { ctcGreedy, splitWords } from "./ctc.ts";

const ALPHABET = ["a", "b", "c", "1", "2", "漢", " "];

/** One row of probabilities a time step: the named class gets `p`, the rest share what is left. */
function steps(classes: (string | null)[], p = 0.9): Float32Array {
  const n = ALPHABET.length + 1;
  const out = new Float32Array(classes.length * n).fill((1 - p) / (n - 1));
  classes.forEach((c, t) => (out[t * n + (c === null ? 0 : ALPHABET.indexOf(c) + 1)] = p));
  return out;
}
const line = (probs: Float32Array) => ({
  offset: 0,
  steps: probs.length / (ALPHABET.length + 1),
  classes: ALPHABET.length + 1,
});

describe("CTC greedy decoding", () => {
  it("merges repeats, drops blanks, and keeps a letter doubled across a blank", () => {
    const probs = steps(["a", "a", null, "b", null, "b", "b", " ", "c"]);
    const chars = ctcGreedy(probs, line(probs), ALPHABET);
    expect(chars.map((c) => c.char).join("")).toBe("abb c");
    expect(chars[0]).toMatchObject({ first: 0, last: 1 });
    expect(chars[2]).toMatchObject({ first: 5, last: 6 });
  });

  it("never chooses a character outside the scripts read, but the likeliest other one", () => {
    const n = ALPHABET.length + 1;
    const probs = new Float32Array(n).fill(0.01);
    probs[ALPHABET.indexOf("漢") + 1] = 0.6;
    probs[ALPHABET.indexOf("1") + 1] = 0.3;
    const alphabet = ALPHABET.map((c) => (c === "漢" ? undefined : c));
    expect(ctcGreedy(probs, { offset: 0, steps: 1, classes: n }, alphabet).map((c) => c.char)).toEqual(["1"]);
  });

  it("reads a line from its place in a batch", () => {
    const a = steps(["a", null]);
    const b = steps(["c", "c"]);
    const both = new Float32Array([...a, ...b]);
    const chars = ctcGreedy(both, { offset: a.length, steps: 2, classes: ALPHABET.length + 1 }, ALPHABET);
    expect(chars.map((c) => c.char)).toEqual(["c"]);
  });
});

describe("splitting a line into words", () => {
  it("splits at spaces and gives each word its span, half a pitch wide of its characters", () => {
    //            0    1     2    3     4    5    6     7    8     9
    const probs = steps(["a", null, "b", null, " ", null, "c", null, "1", null]);
    const words = splitWords(ctcGreedy(probs, line(probs), ALPHABET), { gapSteps: 6, steps: 10 });
    expect(words.map((w) => w.text)).toEqual(["ab", "c1"]);
    // Characters are read every 2 steps (a at 0, b at 2, c at 6, 1 at 8): half a pitch is about a step.
    expect(words[0]!.start).toBe(0);
    expect(words[0]!.end).toBeGreaterThan(3);
    expect(words[0]!.end).toBeLessThanOrEqual(words[1]!.start);
    expect(words[1]!.end).toBeLessThanOrEqual(10);
    expect(words[0]!.conf).toBeCloseTo(0.9, 5);
  });

  it("splits where characters lie further apart than the gap, though no space was read", () => {
    const probs = steps(["1", null, "2", null, null, null, null, null, null, null, "a", null, "b"]);
    const words = splitWords(ctcGreedy(probs, line(probs), ALPHABET), { gapSteps: 4, steps: 13 });
    expect(words.map((w) => w.text)).toEqual(["12", "ab"]);
    expect(words[0]!.end).toBeLessThan(words[1]!.start);
  });

  it("keeps together the letters of a heading set wide, and still parts its columns", () => {
    // Letters read 6 steps apart (large, widely spaced capitals), more than the 4-step gap; a column 30 steps on.
    const gaps = (n: number) => Array<null>(n).fill(null);
    const probs = steps(["a", ...gaps(5), "b", ...gaps(5), "c", ...gaps(5), "a", ...gaps(29), "1", null, "2"]);
    const words = splitWords(ctcGreedy(probs, line(probs), ALPHABET), { gapSteps: 4, steps: probs.length / 8 });
    expect(words.map((w) => w.text)).toEqual(["abca", "12"]);
  });

  it("gives nothing for a line of blanks and spaces", () => {
    const probs = steps([null, " ", null]);
    expect(splitWords(ctcGreedy(probs, line(probs), ALPHABET), { gapSteps: 4, steps: 3 })).toEqual([]);
  });
});
