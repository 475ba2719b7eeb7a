import Papa from "papaparse";
import { z } from "./zod";
import { isEmailAddress, validText } from "./schemas/fields";

/**
 * The CSV subscriber import, one implementation for the browser's preview and the
 * server's import (the server parses the file again; it never trusts the preview).
 * Papa Parse reads the file: it picks the delimiter and keeps quoted line breaks,
 * delimiters and quotes inside their cell.
 */

/** The import's toasts. */
/** The largest CSV file an import takes: 100,000 subscribers are a few megabytes. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

export const CSV_TOASTS = {
  tooLarge: { title: "Bestand te groot", message: "Een CSV-bestand mag hoogstens 20 MB zijn." },
  noData: { title: "Geen data", message: "Het bestand bevat geen abonnees." },
  noValid: {
    title: "Geen geldige emails",
    message: "Er staan geen geldige e-mailadressen in het bestand.",
  },
  badFile: { title: "Ongeldig bestand", message: "Kies een CSV-bestand (.csv)." },
  unreadable: { title: "Kon bestand niet lezen", message: "Het bestand kon niet worden gelezen." },
  importFailed: { title: "Kon abonnees niet importeren", message: "Probeer het later opnieuw." },
} as const;

/** What a CSV file's bytes can be written in (the names `TextDecoder` knows). */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * The encoding of a CSV file, from its first bytes: a byte-order mark says it; text whose
 * bytes are a third or more NUL is UTF-16 without one (in UTF-16 every other byte of a
 * Latin letter, digit or sign is 0; a stray NUL in a UTF-8 file is no sign); else UTF-8 when
 * the bytes are valid UTF-8 (a character cut off at the end of the sample allowed), and
 * otherwise Windows-1252: what Excel on a Dutch Windows writes for 'CSV (gescheiden door
 * lijstscheidingsteken)', where 'é' or 'ë' are single bytes that UTF-8 cannot read.
 */
export function csvEncoding(head: Uint8Array): CsvEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < head.length; i++) {
    if (head[i] === 0) {
      if (i % 2 === 0) evenNul++;
      else oddNul++;
    }
  }
  if (head.length > 0 && (evenNul + oddNul) * 3 >= head.length) {
    return oddNul >= evenNul ? "utf-16le" : "utf-16be";
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** How much of a file's start `csvEncoding` judges, in the browser and on the server. */
export const CSV_ENCODING_SAMPLE = 64 * 1024;

/** A whole CSV file's text, read in its own encoding (`csvEncoding`), without a byte-order mark. */
export function decodeCsv(bytes: Uint8Array): string {
  return new TextDecoder(csvEncoding(bytes.subarray(0, CSV_ENCODING_SAMPLE))).decode(bytes);
}

/** CSV import batch size: rows upserted per statement. */
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

/** The site's one e-mail rule (`isEmailAddress`). */
export const isImportableEmail = isEmailAddress;

export interface ParsedSubscriber {
  email: string;
  name: string | null;
}

/** A row the import leaves out: its line in the file, its e-mail cell and why. */
export const skippedRowSchema = z.object({
  line: z.number().int().describe("Regel in het bestand"),
  value: z.string(),
  reason: z.enum(["invalid", "duplicate"]),
  /** For a duplicate: the line where the address came first. */
  firstLine: z.number().int().optional(),
});
export type SkippedRow = z.infer<typeof skippedRowSchema>;

/** The skipped rows the preview and the import's answer list (the counts cover all). */
const SKIPPED_LIST_LIMIT = 200;

export const SKIP_REASONS = {
  invalid: "Ongeldig e-mailadres",
  duplicate: "Dubbel",
} as const;

export type CsvParseResult =
  | { ok: false; error: "noData" | "noValid" }
  | {
      ok: true;
      /** Valid, first spelling of each address kept. */
      subscribers: ParsedSubscriber[];
      /** The first SKIPPED_LIST_LIMIT rows left out, in file order. */
      skipped: SkippedRow[];
      invalid: number;
      duplicates: number;
      delimiter: string;
      emailColumn: string;
      nameColumn: string | null;
    };

/**
 * The delimiter of a file, from its first lines (`head`; the whole file or its start):
 * Papa Parse's own detection, between ';' (Dutch Excel) and ','. Blank lines are left out
 * of the guess; a file of one column reads as ','.
 */
function guessDelimiter(head: string): ";" | "," {
  const { meta } = Papa.parse(head, {
    preview: 10,
    skipEmptyLines: "greedy",
    delimitersToGuess: [";", ","],
  });
  return meta.delimiter === ";" ? ";" : ",";
}

/**
 * A first line `sep=X`, written by Excel (and read by it) to announce the delimiter X:
 * any one character but a letter, digit, quote or space (a tab counts, as does the
 * written-out `\t`), the line possibly quoted.
 */
const SEP_LINE = /^\uFEFF?"?sep=(\\t|[^\p{L}\p{N}"' \r\n])"?[ \t]*(?:\r\n|\r|\n|$)/iu;

/** How many rows of the file's start the e-mail column is chosen from. */
const SAMPLE_ROWS = 50;

/** What the start of a file says about the whole of it. */
export interface CsvHead {
  delimiter: string;
  /** The characters of a `sep=` line the file starts with (0 without one): not a row. */
  skip: number;
  /** The first rows after that line, blank rows left out (the header first). */
  sample: string[][];
}

/**
 * Reads the start of a file (`head`; the whole file or its first part, without a
 * byte-order mark): a `sep=` line names the delimiter, else it is guessed between ';' and
 * ','; the first rows help choose the e-mail column.
 */
export function readCsvHead(head: string): CsvHead {
  const sep = SEP_LINE.exec(head);
  const skip = sep ? sep[0].length : 0;
  const rest = head.slice(skip);
  const delimiter = sep ? (sep[1] === "\\t" ? "\t" : sep[1]!) : guessDelimiter(rest);
  const { data } = Papa.parse<string[]>(rest, {
    delimiter,
    preview: SAMPLE_ROWS,
    skipEmptyLines: "greedy",
  });
  return { delimiter, skip, sample: data };
}

/** A header as compared: lower case, without spaces, hyphens and underscores. */
const headerKey = (h: string) => h.toLowerCase().replace(/[\s_-]+/g, "");

/** Headers that name the e-mail column outright ('E-mailadres', 'Email address', 'Mail'). */
const EMAIL_HEADERS = new Set(["email", "emailadres", "emailaddress", "mail"]);

/**
 * The e-mail column: a header that is exactly an e-mail header wins; else, of the headers
 * containing 'email' ('Email verified', 'email_opt_in', 'E-mail werk'), the one with the
 * most e-mail addresses in the sample rows, the leftmost on a tie; else the first column.
 */
function emailColumnOf(header: string[], sample: string[][]): number {
  const keys = header.map(headerKey);
  const exact = keys.findIndex((k) => EMAIL_HEADERS.has(k));
  if (exact >= 0) return exact;
  const named = keys.flatMap((k, i) => (k.includes("email") ? [i] : []));
  let best = named[0] ?? 0;
  let most = 0;
  for (const i of named) {
    const addresses = sample.filter((row) => isImportableEmail((row[i] ?? "").trim())).length;
    if (addresses > most) {
      best = i;
      most = addresses;
    }
  }
  return best;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Reads a subscriber list row by row (the header row first), every row of the file
 * including blank ones, so a large file never has to be held whole: the browser's
 * preview and the server's streamed import share it. Line numbers are the file's lines:
 * a row whose quoted cell holds a line break takes up as many lines as it has breaks.
 */
export class SubscriberRows {
  invalid = 0;
  duplicates = 0;
  valid = 0;
  rows = 0;
  header: string[] | null = null;
  /** The first SKIPPED_LIST_LIMIT rows left out. */
  readonly skipped: SkippedRow[] = [];
  /** The file line the next row starts on. */
  private nextLine: number;
  private line = 0;
  private emailAt = 0;
  private nameAt = -1;
  /** Lower-case address → the line it came first. */
  private readonly seen = new Map<string, number>();
  /** The rows after the header in the file's start, to choose the e-mail column. */
  private readonly sample: string[][];

  /** `head`: what the file's start says (`readCsvHead`); the rows come after its `sep=` line. */
  constructor(head: CsvHead) {
    this.nextLine = head.skip > 0 ? 2 : 1;
    this.sample = head.sample.slice(1);
  }

  private skip(row: SkippedRow) {
    if (this.skipped.length < SKIPPED_LIST_LIMIT) this.skipped.push(row);
  }

  /** One parsed CSV row; the address to import, or null (header, invalid, duplicate). */
  add(row: string[]): ParsedSubscriber | null {
    this.line = this.nextLine;
    this.nextLine += 1 + row.reduce((n, cell) => n + (cell.match(LINE_BREAK)?.length ?? 0), 0);
    if (row.every((cell) => cell.trim() === "")) return null;
    if (!this.header) {
      this.header = row;
      const names = row.map((h) => h.trim().toLowerCase());
      this.emailAt = emailColumnOf(row, this.sample);
      const namedName = names.findIndex((h) => h === "name" || h === "naam");
      this.nameAt = namedName >= 0 ? namedName : this.emailAt !== 1 && names.length > 1 ? 1 : -1;
      return null;
    }
    this.rows++;
    const email = (row[this.emailAt] ?? "").trim();
    if (!isImportableEmail(email)) {
      this.invalid++;
      this.skip({ line: this.line, value: email.slice(0, 200), reason: "invalid" });
      return null;
    }
    const key = email.toLowerCase();
    const firstLine = this.seen.get(key);
    if (firstLine !== undefined) {
      this.duplicates++;
      this.skip({ line: this.line, value: email, reason: "duplicate", firstLine });
      return null;
    }
    this.seen.set(key, this.line);
    this.valid++;
    const cell = this.nameAt >= 0 ? (row[this.nameAt] ?? "") : "";
    // Cut first: a cut through a surrogate pair leaves half of it, which goes too.
    const name = validText(cell.trim().slice(0, 200)).trim();
    return { email, name: name || null };
  }

  /** What went wrong once every row is read, if anything. */
  error(): "noData" | "noValid" | null {
    if (this.rows === 0) return "noData";
    return this.valid === 0 ? "noValid" : null;
  }

  get emailColumn(): string {
    return this.header?.[this.emailAt]?.trim() ?? "";
  }

  get nameColumn(): string | null {
    return this.nameAt >= 0 ? (this.header?.[this.nameAt]?.trim() ?? null) : null;
  }
}

/** Parses an uploaded subscriber list (the browser's preview). */
export function parseSubscriberCsv(input: string): CsvParseResult {
  const text = input.replace(/^\uFEFF/, "");
  const head = readCsvHead(text);
  const { delimiter } = head;
  const { data } = Papa.parse<string[]>(text.slice(head.skip), { delimiter });
  const reader = new SubscriberRows(head);
  const subscribers: ParsedSubscriber[] = [];
  for (const row of data) {
    const subscriber = reader.add(row);
    if (subscriber) subscribers.push(subscriber);
  }
  const error = reader.error();
  if (error) return { ok: false, error };
  return {
    ok: true,
    subscribers,
    skipped: reader.skipped,
    invalid: reader.invalid,
    duplicates: reader.duplicates,
    delimiter,
    emailColumn: reader.emailColumn,
    nameColumn: reader.nameColumn,
  };
}
