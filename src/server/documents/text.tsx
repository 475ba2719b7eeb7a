import { createRequire } from "node:module";
import { Font, Text as PdfText, type TextProps } from "@react-pdf/renderer";
import anyAscii from "any-ascii";
import { Children, type PropsWithChildren } from "react";

/**
 * The documents' letters. Helvetica is built into every PDF reader, so it is never
 * embedded, but it has only the Western European letters: 'Ayşe Yılmaz' or 'Łukasz' would
 * print as 'Ay_e Y1lmaz' and 'Aukasz'. Each letter Helvetica lacks is drawn in Arimo
 * (@fontsource/arimo, made to Helvetica's measures), of which only the glyphs used are
 * embedded: Latin with its extensions, Vietnamese, Greek and Cyrillic. Any other letter
 * (Arabic, Hebrew and other scripts written right to left, which the PDF library does not
 * lay out, or Chinese) is written in Latin letters by any-ascii ('محمد' becomes 'mhmd'),
 * as the bank files do with names.
 */
const require = createRequire(import.meta.url);
const SUBSETS = [
  "latin",
  "latin-ext",
  "vietnamese",
  "greek",
  "greek-ext",
  "cyrillic",
  "cyrillic-ext",
] as const;

for (const subset of SUBSETS) {
  Font.register({
    family: `Arimo ${subset}`,
    fonts: [400, 700].map((fontWeight) => ({
      src: require.resolve(`@fontsource/arimo/files/arimo-${subset}-${fontWeight}-normal.woff`),
      fontWeight,
    })),
  });
}

/** The font stack of every document: Helvetica first, each letter it lacks from Arimo. */
export const DOCUMENT_FONTS = ["Helvetica", ...SUBSETS.map((subset) => `Arimo ${subset}`)];

/** The code point ranges of the Arimo files above, as the package lists them. */
const covered: [number, number][] = Object.entries(
  require("@fontsource/arimo/unicode.json") as Record<string, string>,
)
  .filter(([subset]) => (SUBSETS as readonly string[]).includes(subset))
  .flatMap(([, ranges]) =>
    ranges.split(",").map((range): [number, number] => {
      const [from = "", to = from] = range.trim().replace(/U\+/g, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    }),
  );

const canDraw = (codePoint: number) =>
  covered.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * `value` as the documents can draw it: composed (a decomposed 'é' is one letter), each
 * letter no font here has written in Latin letters.
 */
function printable(value: string): string {
  // Latin-1 only: Helvetica draws it all (the common case: nothing to look up).
  if (/^[\p{ASCII}\u00a0-\u00ff]*$/u.test(value)) return value;
  let shown = "";
  for (const letter of value.normalize("NFC")) {
    shown += canDraw(letter.codePointAt(0)!) ? letter : anyAscii(letter);
  }
  return shown;
}

/** @react-pdf's Text, its text made printable (see `printable`). */
export function Text({ children, ...props }: PropsWithChildren<TextProps>) {
  return (
    <PdfText {...props}>
      {Children.map(children, (child) => (typeof child === "string" ? printable(child) : child))}
    </PdfText>
  );
}
