// Which way up a page's text stands, as PaddleOCR's text direction classifier tells it line by line
// (upright, or turned by 180 degrees). A page fed or photographed upside down is read by the recognizer
// as letters that are not there, sure enough of them to pass for an upright page ("aungeufis pazuoun").
import { cutQuad, type Gray, type Point, type Quad } from "./gray.ts";

/** The classifier reads lines scaled to 48 high and at most 192 wide, padded on the right. */
export const DIRECTION_HEIGHT = 48;
export const DIRECTION_WIDTH = 192;
/** Lines asked about: the longest carry the most letters, and a dozen settle a page. */
export const DIRECTION_SAMPLE = 12;
/** A line votes where the classifier is this sure of it (PaddleOCR turns a line above the same threshold). */
const SURE = 0.9;
/** Lines that must vote "turned" before a page is: one line may be a logo or a stamp printed upside down. */
const LEAST_TURNED = 3;

/** Lines longer than this many heights are judged by their middle: squeezed whole, their letters would not read. */
const WIDEST = DIRECTION_WIDTH / DIRECTION_HEIGHT;

/** The middle of a quad `total` heights long, `ratio` heights of it. */
function middleOf(quad: Quad, total: number, ratio: number): Quad {
  const a = (1 - ratio / total) / 2;
  const at = (p: Point, q: Point, f: number): Point => [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
  const [p0, p1, p2, p3] = quad;
  return [at(p0, p1, a), at(p0, p1, 1 - a), at(p3, p2, 1 - a), at(p3, p2, a)];
}

/**
 * The classifier's input for a line `ratio` heights long: cut out (its middle where long), straightened,
 * normalised as recognition's, zero-padded on the right.
 */
export function directionInput(page: Gray, quad: Quad, ratio: number): Float32Array {
  const plane = DIRECTION_HEIGHT * DIRECTION_WIDTH;
  const data = new Float32Array(3 * plane);
  const part = ratio > WIDEST ? middleOf(quad, ratio, WIDEST) : quad;
  const width = Math.max(1, Math.min(DIRECTION_WIDTH, Math.ceil(DIRECTION_HEIGHT * ratio)));
  const out = { data, offset: 0, stride: DIRECTION_WIDTH };
  cutQuad(page, part, { width, height: DIRECTION_HEIGHT }, out, (g) => g / 127.5 - 1);
  data.copyWithin(plane, 0, plane);
  data.copyWithin(2 * plane, 0, plane);
  return data;
}

/** How sure the classifier is that a line stands turned by 180 degrees. */
export type DirectionVote = number;

/** The mean vote of a page turned: upright pages' lines averaged 0.57 at most (photos at 1300 pixels), turned ones 0.69 and up. */
const TURNED_MEAN = 0.6;

/**
 * Whether the page stands upside down: at least LEAST_TURNED of its lines are surely turned, and the
 * lines asked about are on the whole. A page photographed sideways votes neither way (about 0.45).
 */
export function upsideDown(votes: readonly DirectionVote[]): boolean {
  const sure = votes.filter((v) => v >= SURE).length;
  const mean = votes.reduce((s, v) => s + v, 0) / Math.max(1, votes.length);
  return sure >= LEAST_TURNED && mean >= TURNED_MEAN;
}

/** The page turned by 180 degrees. */
export function turnedPage(page: Gray): Gray {
  return { ...page, data: page.data.slice().reverse() };
}

/** A quad of the page, on the page turned by 180 degrees: its corners moved, and named again from its top left. */
export function turnedQuad(quad: Quad, width: number, height: number): Quad {
  const turn = ([x, y]: readonly [number, number]) => [width - x, height - y] as const;
  return [turn(quad[2]), turn(quad[3]), turn(quad[0]), turn(quad[1])];
}
