import Papa from "papaparse";

/**
 * Spec 02 §5 "CSV subscriber import", one implementation for the browser's preview and
 * the server's import (the server parses the file again; it never trusts the preview).
 */

/** Spec 02 §8 CSV toasts. */
export const CSV_TOASTS = {
  noData: { title: "Geen data", message: "Het bestand bevat geen abonnees." },
  noValid: {
    title: "Geen geldige emails",
    message: "Er staan geen geldige e-mailadressen in het bestand.",
  },
  badFile: { title: "Ongeldig bestand", message: "Kies een CSV-bestand (.csv)." },
  unreadable: { title: "Kon bestand niet lezen", message: "Het bestand kon niet worden gelezen." },
  importFailed: { title: "Kon abonnees niet importeren", message: "Probeer het later opnieuw." },
} as const;

/** CSV import batch size (spec 02 §9). */
export const CSV_BATCH_SIZE = 200;

/** The file must be .csv or of csv, plain-text or excel type. */
const csvTypes = new Set([
  "text/csv",
  "application/csv",
  "text/x-csv",
  "text/comma-separated-values",
  "text/plain",
  "application/vnd.ms-excel",
]);

export function isCsvFile(file: { name: string; type: string }): boolean {
  return file.name.toLowerCase().endsWith(".csv") || csvTypes.has(file.type.toLowerCase());
}

/** Top-level part of 2+ characters, no spaces, one @. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function isImportableEmail(value: string): boolean {
  return value.length <= 255 && emailPattern.test(value);
}

export interface ParsedSubscriber {
  email: string;
  name: string | null;
}

export type CsvParseResult =
  | { ok: false; error: "noData" | "noValid" }
  | {
      ok: true;
      /** Valid, first spelling of each address kept. */
      subscribers: ParsedSubscriber[];
      invalid: number;
      duplicates: number;
      delimiter: ";" | ",";
      emailColumn: string;
      nameColumn: string | null;
    };

const count = (text: string, ch: string) => text.split(ch).length - 1;

/** Parses an uploaded subscriber list by the rules of spec 02 §5. */
export function parseSubscriberCsv(input: string): CsvParseResult {
  const text = input.replace(/^\uFEFF/, "");
  const lines = text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== "");
  if (lines.length < 2) return { ok: false, error: "noData" };
  const headerLine = lines[0]!;
  const delimiter = count(headerLine, ";") > count(headerLine, ",") ? ";" : ",";
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: "greedy" });
  const [header = [], ...rows] = data;
  const names = header.map((h) => h.trim().toLowerCase());
  const named = names.findIndex(
    (h) => h === "email" || h.includes("e-mail") || h.includes("email"),
  );
  const emailAt = Math.max(named, 0); // else the first column
  const namedName = names.findIndex((h) => h === "name" || h === "naam");
  const nameAt = namedName >= 0 ? namedName : emailAt !== 1 && names.length > 1 ? 1 : -1;

  const seen = new Set<string>();
  const subscribers: ParsedSubscriber[] = [];
  let invalid = 0;
  let duplicates = 0;
  for (const row of rows) {
    const email = (row[emailAt] ?? "").trim();
    if (!isImportableEmail(email)) {
      invalid++;
      continue;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    const name = nameAt >= 0 ? (row[nameAt] ?? "").trim().slice(0, 200) : "";
    subscribers.push({ email, name: name || null });
  }
  if (subscribers.length === 0) return { ok: false, error: "noValid" };
  return {
    ok: true,
    subscribers,
    invalid,
    duplicates,
    delimiter,
    emailColumn: header[emailAt]?.trim() ?? "",
    nameColumn: nameAt >= 0 ? (header[nameAt]?.trim() ?? null) : null,
  };
}
