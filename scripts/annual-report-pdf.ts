// Writes public/documenten/jaarverslag-2024-samenvatting.pdf: a small, valid PDF 1.4
// summary of the annual report 2024 made from the site's own facts and figures
// (docs/decisions/024). Hand-written PDF: no PDF library is needed for text.
// Run: npx tsx scripts/annual-report-pdf.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { homeAbout } from "@content/home-sections";
import { newsCards } from "@content/news/cards";
import { policyPlanPage } from "@content/info/beleidsplan";
import { formatEuroWhole } from "@shared/money";
import { formatAddress, site } from "@shared/site";
import { details } from "@shared/site-details";
import { isMain } from "./lib/is-main.mjs";

export const reportFile = "public/documenten/jaarverslag-2024-samenvatting.pdf";

type Line = { text: string; size: number; bold?: boolean; gap?: number };

const plain = (s: string) =>
  s.replace(/\*\*(.+?)\*\*/g, "$1").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

function wrap(text: string, size: number, width = 495): string[] {
  const max = Math.floor(width / (size * 0.5)); // Helvetica averages about half an em
  const out: string[] = [];
  let line = "";
  for (const word of plain(text).split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

export function reportLines(): Line[] {
  const lines: Line[] = [];
  const h = (text: string) => lines.push({ text, size: 13, bold: true, gap: 10 });
  const p = (text: string) => {
    for (const l of wrap(text, 10)) lines.push({ text: l, size: 10 });
  };
  lines.push({ text: `${site.name} - Jaarverslag 2024`, size: 20, bold: true });
  lines.push({ text: "Samenvatting", size: 13, gap: 2 });
  h("Gegevens");
  p(
    `${site.name}, ${formatAddress()}. E-mail ${site.contact.email}, telefoon ${site.contact.phone}.`,
  );
  p(
    `KvK ${site.registration.kvk}, RSIN ${site.registration.rsin}. Erkend als Algemeen Nut Beogende Instelling (ANBI).`,
  );
  h("Doelstelling");
  p(policyPlanPage.sections[0]?.body ?? "");
  h("Resultaten tot en met 2024");
  for (const f of homeAbout.figures) p(`- ${f.value} ${f.label}`);
  p(
    `Zorg voor wezen: ${formatEuroWhole(30)} per wees per maand. Een waterput kost vanaf ${formatEuroWhole(750)}.`,
  );
  h("Activiteiten in 2024");
  for (const card of newsCards.filter((c) => c.date.startsWith("2024"))) {
    p(`- ${card.title}: ${card.summary}`);
  }
  h("Bestuur");
  for (const m of details.board)
    p(`- ${m.name}, ${m.role.toLowerCase()}, benoemd in ${m.appointed}, onbezoldigd.`);
  h("Kosten en besteding");
  p(
    "De kosten voor beheer en administratie zijn ten hoogste 10% van de inkomsten; ons streven is ten hoogste 2%. Giften met een bestemming worden alleen aan dat doel besteed.",
  );
  h("Volledig jaarverslag");
  p(
    `Dit document is een samenvatting. Het volledige jaarverslag 2024 met de financiële verantwoording (staat van baten en lasten en balans) vraagt u op via ${site.contact.email}.`,
  );
  return lines;
}

// WinAnsiEncoding (cp1252) for the Dutch characters the standard fonts can show.
const cp1252: Record<string, number> = { "€": 0x80, "–": 0x96, "—": 0x97, "‘": 0x91, "’": 0x92 };
function encode(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = cp1252[ch] ?? ch.codePointAt(0) ?? 63;
    const byte = code <= 0xff ? code : 63;
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return out;
}

function pageStreams(lines: Line[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = 792;
  for (const line of lines) {
    const step = line.size * 1.45 + (line.gap ?? 0);
    if (y - step < 50) {
      pages.push(ops.join("\n"));
      ops = [];
      y = 792;
    }
    y -= step;
    ops.push(
      `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf 50 ${y.toFixed(1)} Td (${encode(line.text)}) Tj ET`,
    );
  }
  pages.push(ops.join("\n"));
  return pages;
}

/** The PDF bytes (latin1 string): catalog, pages, two standard fonts, info, xref. */
export function buildPdf(lines: Line[] = reportLines()): Buffer {
  const streams = pageStreams(lines);
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 6 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${encode(`${site.name} - Jaarverslag 2024 (samenvatting)`)}) /Author (${encode(site.name)}) /CreationDate (D:20250630120000Z) >>`;
  streams.forEach((stream, i) => {
    const pageId = 6 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, "latin1");
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    pdf += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  }
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

if (isMain(import.meta.url)) {
  const bytes = buildPdf();
  writeFileSync(path.resolve(import.meta.dirname, "..", reportFile), bytes);
  console.log(`${reportFile}: ${bytes.length} bytes`);
}
