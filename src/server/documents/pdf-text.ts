import { createRequire } from "node:module";
import path from "node:path";

/**
 * The text of a PDF, page by page joined with newlines (tests read what a document says).
 * pdfjs-dist's legacy build runs in Node without a canvas.
 */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  // One space for any run of spaces (pdf.js splits and pads text runs).
  return pages.join("\n").replace(/[ \u00a0]+/g, " ");
}
