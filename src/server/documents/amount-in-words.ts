/**
 * An amount written out in Dutch words, as the Belastingdienst's model agreement asks for
 * the yearly amount ('in letters'): 125050 cents -> "duizend tweehonderdvijftig euro en
 * vijftig cent". Spelling after the Taalunie: one word up to a thousand, a space after
 * 'duizend' and around 'miljoen', a diaeresis in 'tweeëntwintig'.
 */
const UNITS = [
  "nul",
  "een",
  "twee",
  "drie",
  "vier",
  "vijf",
  "zes",
  "zeven",
  "acht",
  "negen",
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const TENS = [
  "",
  "",
  "twintig",
  "dertig",
  "veertig",
  "vijftig",
  "zestig",
  "zeventig",
  "tachtig",
  "negentig",
];

/** 1..99 */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  if (unit === 0) return tens;
  const word = UNITS[unit]!;
  return `${word}${word.endsWith("e") ? "ën" : "en"}${tens}`;
}

/** 1..999 */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? "" : hundreds === 1 ? "honderd" : `${UNITS[hundreds]}honderd`;
  return rest === 0 ? head : `${head}${belowHundred(rest)}`;
}

/** A whole number (0 up to a billion) in Dutch words. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000_000) throw new RangeError(String(n));
  if (n === 0) return UNITS[0]!;
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(`${belowThousand(millions)} miljoen`);
  if (thousands > 0) parts.push(thousands === 1 ? "duizend" : `${belowThousand(thousands)}duizend`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** Cents as euros in words: "honderdtwintig euro", "twaalf euro en vijftig cent". */
export function amountInWords(cents: number): string {
  const euros = numberInWords(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? `${euros} euro` : `${euros} euro en ${numberInWords(rest)} cent`;
}
