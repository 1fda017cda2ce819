// The TTF families documents are set in, from npm packages (OFL / DejaVu licence): nothing is fetched
// at run time. Chromium loads a face only when a document uses it, so every document may declare all.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** CSS family names a template may use, with the package and file stem of their faces. */
const EXPO: Record<string, { pkg: string; stem: string; bold: boolean }> = {
  Roboto: { pkg: "roboto", stem: "Roboto", bold: true },
  "Open Sans": { pkg: "open-sans", stem: "OpenSans", bold: true },
  Lato: { pkg: "lato", stem: "Lato", bold: true },
  "IBM Plex Sans": { pkg: "ibm-plex-sans", stem: "IBMPlexSans", bold: true },
  "Source Sans 3": { pkg: "source-sans-3", stem: "SourceSans3", bold: true },
  "Roboto Mono": { pkg: "roboto-mono", stem: "RobotoMono", bold: true },
  "Courier Prime": { pkg: "courier-prime", stem: "CourierPrime", bold: true },
  Kalam: { pkg: "kalam", stem: "Kalam", bold: true },
  Caveat: { pkg: "caveat", stem: "Caveat", bold: true },
  "Patrick Hand": { pkg: "patrick-hand", stem: "PatrickHand", bold: false },
  "Noto Serif": { pkg: "noto-serif", stem: "NotoSerif", bold: true },
  "PT Sans Narrow": { pkg: "pt-sans-narrow", stem: "PTSansNarrow", bold: true },
  "Roboto Condensed": { pkg: "roboto-condensed", stem: "RobotoCondensed", bold: true },
  Merriweather: { pkg: "merriweather", stem: "Merriweather", bold: true },
  Hind: { pkg: "hind", stem: "Hind", bold: true },
  VT323: { pkg: "vt323", stem: "VT323", bold: false },
  "Noto Sans Devanagari": { pkg: "noto-sans-devanagari", stem: "NotoSansDevanagari", bold: true },
};

const DEJAVU: Record<string, { regular: string; bold: string }> = {
  "DejaVu Sans": { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" },
  "DejaVu Sans Condensed": { regular: "DejaVuSansCondensed.ttf", bold: "DejaVuSansCondensed-Bold.ttf" },
  "DejaVu Serif": { regular: "DejaVuSerif.ttf", bold: "DejaVuSerif-Bold.ttf" },
  "DejaVu Sans Mono": { regular: "DejaVuSansMono.ttf", bold: "DejaVuSansMono-Bold.ttf" },
};

export type FontFamily = keyof typeof EXPO | keyof typeof DEJAVU;

interface Face {
  family: string;
  weight: 400 | 700;
  file: string;
}

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function faces(): Face[] {
  const out: Face[] = [];
  for (const [family, f] of Object.entries(EXPO)) {
    const dir = packageDir(`@expo-google-fonts/${f.pkg}`);
    out.push({ family, weight: 400, file: join(dir, "400Regular", `${f.stem}_400Regular.ttf`) });
    if (f.bold) out.push({ family, weight: 700, file: join(dir, "700Bold", `${f.stem}_700Bold.ttf`) });
  }
  const dejavu = join(packageDir("dejavu-fonts-ttf"), "ttf");
  for (const [family, f] of Object.entries(DEJAVU)) {
    out.push(
      { family, weight: 400, file: join(dejavu, f.regular) },
      { family, weight: 700, file: join(dejavu, f.bold) },
    );
  }
  for (const face of out) if (!existsSync(face.file)) throw new Error(`font file missing: ${face.file}`);
  return out;
}

let cached: { css: string; files: Map<string, string> } | undefined;

/** @font-face rules pointing at `${origin}/fonts/<n>.ttf`, and the file behind each such path. */
export function fontFaces(origin: string): { css: string; files: Map<string, string> } {
  if (cached) return cached;
  const files = new Map<string, string>();
  const rules = faces().map((face, i) => {
    const path = `/fonts/${i}.ttf`;
    files.set(path, face.file);
    return `@font-face{font-family:"${face.family}";font-weight:${face.weight};src:url("${origin}${path}") format("truetype");}`;
  });
  cached = { css: rules.join("\n"), files };
  return cached;
}

/** Which families exist, for templates that draw one at random. */
export const SANS: FontFamily[] = [
  "Roboto",
  "Open Sans",
  "Lato",
  "IBM Plex Sans",
  "Source Sans 3",
  "DejaVu Sans",
  "Hind",
];
export const CONDENSED: FontFamily[] = ["PT Sans Narrow", "Roboto Condensed", "DejaVu Sans Condensed"];
export const SERIF: FontFamily[] = ["Noto Serif", "Merriweather", "DejaVu Serif"];
export const MONO: FontFamily[] = ["Roboto Mono", "Courier Prime", "DejaVu Sans Mono", "VT323"];
export const HAND: FontFamily[] = ["Kalam", "Caveat", "Patrick Hand"];
export const DEVANAGARI: FontFamily[] = ["Noto Sans Devanagari", "Hind", "Kalam"];
