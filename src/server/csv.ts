import Papa from "papaparse";

/**
 * CSV for Dutch Excel: semicolon-separated, CRLF, UTF-8 with a byte order mark (without it
 * Excel reads UTF-8 as Windows-1252). Cells that start like a formula are neutralised
 * (papaparse escapeFormulae), since donors type some of them.
 */
export function excelCsv(fields: readonly string[], data: string[][]): string {
  const csv = Papa.unparse(
    { fields: [...fields], data },
    // papaparse's own pattern for `true` ends in `.*$` without the s flag, so a cell with a
    // line break would slip through; only the first character counts.
    { delimiter: ";", newline: "\r\n", escapeFormulae: /^[=+\-@\t\r]/ },
  );
  return `\uFEFF${csv}\r\n`;
}

/** 125050 cents -> "1250,50": no thousands separator, so Excel always reads a number. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "2026-11-25" -> "25-11-2026", as Dutch Excel reads a date. */
export function csvDay(isoDay: string | null): string {
  return isoDay ? isoDay.split("-").reverse().join("-") : "";
}
