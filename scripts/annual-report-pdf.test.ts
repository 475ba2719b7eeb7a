import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "@shared/site";
import { details } from "@shared/site-details";
import { describe, expect, it } from "vitest";
import { buildPdf, reportFile } from "./annual-report-pdf";

const root = path.resolve(import.meta.dirname, "..");

describe("annual report summary PDF", () => {
  const shipped = readFileSync(path.join(root, reportFile));

  it("is the file the generator writes today (regenerate after changing site facts)", () => {
    expect(shipped.equals(buildPdf())).toBe(true);
  });

  it("has the size the reports page shows", () => {
    expect(details.documents.annualReport2024?.url).toBe(`/${reportFile.replace(/^public\//, "")}`);
    expect(details.documents.annualReport2024?.sizeBytes).toBe(shipped.length);
  });

  it("is a structurally valid PDF: header, every xref offset on its object, trailer", () => {
    const text = shipped.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
    // The table lists object 0 (free) and every object after it: more than one, or the
    // loop below would check nothing.
    const objects = Number(count);
    expect(objects).toBeGreaterThan(1);
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(3, 2 + objects);
    expect(entries).toHaveLength(objects - 1);
    entries.forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // One content stream per page, each exactly as long as its /Length says.
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(0);
    expect(streams).toHaveLength(Number(/\/Type \/Pages .*\/Count (\d+)/.exec(text)?.[1]));
    for (const m of streams) {
      const start = (m.index ?? 0) + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe("\nendstream");
    }
    expect(text).toContain("/Root 1 0 R");
    expect(text).toContain(`KvK ${site.registration.kvk}, RSIN ${site.registration.rsin}`);
  });
});
