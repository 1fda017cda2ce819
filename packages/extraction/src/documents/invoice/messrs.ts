/** "M/s." ("Messrs") before a party's name: it addresses a bill to its buyer. */
export const MESSRS = /^\s*(?:m\/s|messrs)\.?\s*/i;
/** The mark as PP-OCR reads it too, often without its slash ("Ms.Pooja Mehta"). */
export const MESSRS_OCR = /^\s*(?:m\/s|messrs|ms)\.?\s*/i;
