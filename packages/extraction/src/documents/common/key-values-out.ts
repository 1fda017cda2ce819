import { boxOf } from "../../text/lines.ts";
import type { KeyValue } from "../../structure/key-values.ts";
import type { Word } from "../../types.ts";

/** A key-value pair as results give it: what Textract's and Azure's users expect beside the fields. */
export interface KeyValueOut {
  key: string;
  value: string;
  /** Page number, from 1. */
  page: number;
  key_bbox: [number, number, number, number];
  value_bbox: [number, number, number, number];
  /** The least confident word's confidence, 0–1. */
  confidence: number;
  source: "text_layer" | "ocr";
}

const rounded = (b: [number, number, number, number]) => b.map((v) => Math.round(v * 10) / 10) as typeof b;
const confidenceOf = (words: Word[]) => Math.round(Math.min(...words.map((w) => w.conf)) * 100) / 100;

export function keyValuesOut(pairs: KeyValue[]): KeyValueOut[] {
  return pairs
    .filter((kv) => kv.keyWords.length > 0 && kv.valueWords.length > 0)
    .map((kv) => ({
      key: kv.key,
      value: kv.value,
      page: kv.page + 1,
      key_bbox: rounded(boxOf(kv.keyWords)),
      value_bbox: rounded(boxOf(kv.valueWords)),
      confidence: confidenceOf([...kv.keyWords, ...kv.valueWords]),
      source: [...kv.keyWords, ...kv.valueWords].some((w) => w.source === "ocr") ? "ocr" : "text_layer",
    }));
}
