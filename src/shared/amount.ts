/**
 * How typed amounts are read. Every field where a person types money is read here, the way a Dutch reader reads it: the comma is the
 * decimal sign and a dot or space groups thousands, so `10.000` is ten thousand and
 * `12,5` twelve and a half. A dot followed by one or two digits (`1250.75`), or one that
 * cannot group thousands (`0.785`), is a decimal point, as people copy such amounts from
 * elsewhere. Whatever cannot be read that way is refused (null), never taken as 0.
 */

/** Shown under a money field that cannot be read. */
export const UNREADABLE_AMOUNT = "Dit bedrag is niet te lezen. Schrijf het zo: 10.000 of 1.250,50.";
/** Shown under a number field (grams, a quantity) that cannot be read. */
export const UNREADABLE_NUMBER = "Dit getal is niet te lezen. Schrijf het zo: 1.000 of 12,5.";

// The integer part: plain digits, or thousands grouped by dots or by spaces (never mixed).
const PLAIN = String.raw`\d+`;
const DOT_GROUPED = String.raw`[1-9]\d{0,2}(?:\.\d{3})+`;
const SPACE_GROUPED = String.raw`[1-9]\d{0,2}(?: \d{3})+`;
// `10.000,50`, `1 250`, `,5`: the comma is the decimal sign.
const COMMA_DECIMAL = new RegExp(`^(${PLAIN}|${DOT_GROUPED}|${SPACE_GROUPED})?(?:,(\\d+))?$`);
// `1250.75`, `0.785`, `1 250.5`: a dot that cannot be a thousands dot is a decimal point.
const DOT_DECIMAL = new RegExp(`^(${PLAIN}|${SPACE_GROUPED})\\.(\\d+)$`);

interface Decimal {
  whole: string;
  fraction: string;
}

/** The digits of a typed number, or null when a Dutch reader could not read it. */
function readDecimal(input: string): Decimal | null {
  let text = input
    .replace(/[\s\u00a0\u202f\u2009]+/g, " ")
    .trim()
    .replace(/^(?:€|eur(?:o)?)\s*/i, "")
    .replace(/\s*(?:€|eur(?:o|'s)?)$/i, "")
    // "€ 25,-" is how Dutch price tags write whole euros.
    .replace(/,[-–—]$/, "");
  if (text === "") return null;
  const comma = COMMA_DECIMAL.exec(text);
  if (comma && (comma[1] !== undefined || comma[2] !== undefined)) {
    text = comma[1] ?? "0";
    return { whole: text.replace(/[. ]/g, ""), fraction: comma[2] ?? "" };
  }
  const dot = DOT_DECIMAL.exec(text);
  if (dot) return { whole: dot[1]!.replace(/ /g, ""), fraction: dot[2]! };
  return null;
}

/**
 * A typed number (grams, a quantity, a price per gram) read the Dutch way, or null when
 * it cannot be read. Negative numbers are not read: no field here takes one.
 */
export function parseDutchNumber(input: string): number | null {
  const decimal = readDecimal(input);
  if (!decimal) return null;
  const value = Number(`${decimal.whole}.${decimal.fraction || "0"}`);
  return Number.isFinite(value) ? value : null;
}

/** A typed euro amount in cents, or null when it cannot be read or has parts of a cent. */
export function parseEuroCents(input: string): number | null {
  const decimal = readDecimal(input);
  if (!decimal) return null;
  const cents = decimal.fraction.padEnd(2, "0");
  if (/[^0]/.test(cents.slice(2))) return null;
  const value = Number(decimal.whole) * 100 + Number(cents.slice(0, 2));
  return Number.isSafeInteger(value) ? value : null;
}

/** A typed euro amount in euros (at most two decimals), or null; see `parseEuroCents`. */
export function parseEuros(input: string): number | null {
  const cents = parseEuroCents(input);
  return cents === null ? null : cents / 100;
}

/**
 * Euros to integer cents, or null. A number is taken as it is (it must hold whole cents);
 * a string is read the Dutch way (`parseEuroCents`). The forms send what the person
 * typed and the API reads it with this same function.
 */
export function eurosToCents(value: number | string): number | null {
  if (typeof value === "string") return parseEuroCents(value);
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}
