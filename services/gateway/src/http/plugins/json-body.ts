/**
 * JSON request bodies: an empty body with a JSON Content-Type (common on DELETE) is no body rather than
 * malformed JSON; a body nested deeper than the limit is refused before it is parsed (validating and hashing it
 * recurse); text that is not well-formed Unicode (an escaped unpaired surrogate, `"\ud800"`) is refused once
 * parsed, wherever it is, keys included. Parsing itself is fastify's, which also refuses `__proto__` and
 * `constructor` keys.
 */
import fp from "fastify-plugin";
import { invalid } from "@docintake/errors";

/** How deep arrays and objects nest in JSON text, strings skipped; stops counting once past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Where a parsed JSON value holds text that is not well-formed Unicode (`body/a/0`), or null. */
export function illFormedText(value: unknown, path = "body"): string | null {
  if (typeof value === "string") return value.isWellFormed() ? null : path;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (!key.isWellFormed()) return at;
    const found = illFormedText(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** Valid JSON the parser still refused holds keys that would reach an object's prototype. */
const PROTOTYPE_KEYS =
  'JSON body holds a "__proto__" key or a "constructor" object with a "prototype", which are refused';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export default fp<{ maxDepth: number }>(
  async (app, { maxDepth }) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") {
        done(null, undefined);
        return;
      }
      if (jsonDepth(text, maxDepth) > maxDepth) {
        done(invalid(`JSON body nested deeper than ${maxDepth} levels`), undefined);
        return;
      }
      parseJson(req, text, (err, parsed) => {
        if (err) return done(isJson(text) ? invalid(PROTOTYPE_KEYS) : err, undefined);
        const at = illFormedText(parsed);
        if (at !== null) return done(invalid(`${at} is not well-formed Unicode: it holds an unpaired surrogate`));
        done(null, parsed);
      });
    });
  },
  { name: "json-body" },
);
