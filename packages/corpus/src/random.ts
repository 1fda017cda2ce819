// A seeded generator whose sequence is fixed by this file alone: a dependency's upgrade must never
// reshuffle a corpus that tests and scores are pinned to, so the mixing function lives here.

/** FNV-1a over a string: turns a seed and a path of labels into a 32-bit state. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;
  readonly key: string;
  constructor(key: string) {
    this.key = key;
    this.state = hash32(key) || 1;
  }

  /** A child stream named by `label`: draws in one part never shift those of another. */
  fork(label: string): Rng {
    return new Rng(`${this.key}/${label}`);
  }

  /** Uniform in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  digits(count: number): string {
    let s = "";
    for (let i = 0; i < count; i++) s += String(this.int(0, 9));
    return s;
  }

  letters(count: number, alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"): string {
    let s = "";
    for (let i = 0; i < count; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}
