// What a family is: one kind of document in one print format, varied within itself.
import type { Rng } from "../random.ts";
import type { PageSize } from "../render/print.ts";
import type { Truth } from "../model/truth.ts";

export type Split = "tune" | "heldout";
/** pdf: the digital PDF; scan: an image-only PDF of every page; photo: a JPEG of page one. */
export type Variant = "pdf" | "scan" | "photo";
export const VARIANTS: readonly Variant[] = ["pdf", "scan", "photo"];

export interface Built {
  /** The truth without `family` and `page_count`, which the generator adds. */
  truth: Omit<Truth, "family">;
  body: string;
  css: string;
  page: PageSize;
}

export interface Family {
  name: string;
  type: "invoice" | "bank_statement" | "other";
  /** gst-b2b, foreign, marketplace, food-delivery, retail, other… */
  kind: string;
  languages: string[];
  split: Split;
  /** Variants this family is made in; photos only ever of one-page documents. */
  variants: readonly Variant[];
  build(rng: Rng): Built;
}
