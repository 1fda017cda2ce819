/**
 * Text a client may send: well-formed Unicode without NUL. PostgreSQL refuses to store NUL (in text and jsonb)
 * and unpaired UTF-16 surrogates (in jsonb, and no encoding carries them faithfully).
 *
 * NUL is excluded by a pattern, so request schemas (and the OpenAPI document) say it. Unpaired surrogates cannot
 * be written in a pattern every consumer of the document reads (Rust's and Python's engines have no surrogates),
 * and only JSON escapes (`"\ud800"`) can carry them, since bytes that are not UTF-8 decode to U+FFFD: JSON bodies
 * are checked for them as they are parsed.
 */
export const SAFE_TEXT_PATTERN = "^[^\\u0000]*$";

/** Safe text, as code: no NUL, and well-formed UTF-16 (for text that did not come through JSON, like file names). */
export const isSafeText = (s: string): boolean => !s.includes("\u0000") && s.isWellFormed();

/**
 * What `String.prototype.trim` removes (ECMA-262 WhiteSpace and LineTerminator), spelt out for patterns:
 * `\s` means another set in other regex engines (Python's adds U+001C–U+001F and U+0085, drops U+FEFF).
 */
export const TRIMMED_WHITESPACE =
  "\\t\\n\\v\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF";

/** Safe text with at least one character that trimming keeps. */
export const NON_BLANK_SAFE_TEXT_PATTERN = `^[^\\u0000]*[^${TRIMMED_WHITESPACE}\\u0000][^\\u0000]*$`;
