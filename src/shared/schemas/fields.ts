import { isSEPACountry, isValidIBAN } from "ibantools";
import { z } from "../zod";
import { HONEYPOT_FIELD, normalizeIban } from "../form-input";
import { eurosToCents } from "../amount";

/**
 * Field building blocks shared by every form schema (one schema per form): each one
 * normalises its value and carries its Dutch message. The forms and the API parse the
 * same schema, so a rule written here holds on both sides.
 */

/** True when a bot filled the honeypot: the request looks successful and stores nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** The honeypot as a schema member, so the form can register it. */
export const honeypot = z.unknown().optional();

/**
 * Text the site refuses wherever it is typed or sent. PostgreSQL text cannot hold U+0000,
 * and half of a surrogate pair is no character at all (the driver would store U+FFFD
 * instead). The other control characters, apart from tab and the line breaks, are typed
 * by nobody and passed on by no browser field; in an e-mail, a PDF or a list they show as
 * boxes or break the line. Such input is refused, never a server error and never stored
 * changed.
 */
export const INVALID_CHARACTERS = "Ongeldige tekens in de invoer";
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_TEXT_ALL = new RegExp(NOT_TEXT.source, "g");

/** True when `value` holds only text the site accepts (see `INVALID_CHARACTERS`). */
export const isValidText = (value: string) => !NOT_TEXT.test(value);

/** `value` without what the site refuses (for text read from a file). */
export const validText = (value: string) => value.replace(NOT_TEXT_ALL, "");

/** A trimmed string of valid text; `error` for a missing or non-text value. */
export function text(error: string) {
  return z.string({ error }).trim().refine(isValidText, INVALID_CHARACTERS);
}

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, required: string, tooLong: string) {
  return text(required).min(1, required).max(max, tooLong);
}

/** An optional text: trimmed; empty (or null) becomes undefined. */
export function optionalText(max: number, tooLong: string) {
  return text(tooLong)
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/**
 * A line break: CR, LF, the Unicode line and paragraph separators (NEL is a C1 control,
 * refused above). A one-line field (a name, a street, a place) holds none: a browser's
 * text box cannot, and a name goes into e-mail subjects and PDF lines, where a break
 * would start a header or a line of its own.
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** True when `value` has no line break (see `LINE_BREAK`). */
const isOneLine = (value: string) => !LINE_BREAK.test(value);

/** `requiredText` on one line; `oneLine` is the message for a line break. */
export function requiredLine(max: number, required: string, tooLong: string, oneLine: string) {
  return requiredText(max, required, tooLong).refine(isOneLine, oneLine);
}

/** `optionalText` on one line; `oneLine` is the message for a line break. */
export function optionalLine(max: number, tooLong: string, oneLine: string) {
  return text(tooLong)
    .max(max, tooLong)
    .refine(isOneLine, oneLine)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** An admin list's search box: trimmed; empty or missing means no search. */
export const searchTerm = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined),
  z.string().max(200, "Zoekterm is te lang").refine(isValidText, INVALID_CHARACTERS).optional(),
);

/**
 * A whole number as a form sends it: a number, or text of digits only (" 12 "). Not text
 * that JavaScript's Number() would also read ("1e1", "0x10", "", " "), nor true, null or
 * a list.
 */
export function wholeNumberField(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n =
      typeof value === "number"
        ? value
        : /^\d{1,15}$/.test(value.trim())
          ? Number(value.trim())
          : Number.NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
}

const ISO_DAY = z.iso.date();

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2025-02-29 are none): zod's ISO date. */
export const isCalendarDay = (value: string) => ISO_DAY.safeParse(value).success;

/** The longest e-mail address the site stores. */
const EMAIL_MAX_LENGTH = 255;

/**
 * The one e-mail rule of the site: something@domain.tld, no spaces, a top-level part of
 * two or more characters. Stricter than "contains @" because mail has to reach the
 * address. Every form, the zakat donor check, the CSV import, the unsubscribe link, the
 * donor import and the test send use it (see `isEmailAddress`).
 */
/**
 * Characters that are invisible where an address is typed or pasted, as ranges of the
 * characters themselves (for a JavaScript or a PostgreSQL bracket expression): the C1
 * controls, the soft hyphen, the zero-width spaces, joiners and direction marks, the word
 * joiner and its kin, the byte-order mark. Copied along with an address they make one no
 * mail server knows, and nobody sees why.
 */
export const INVISIBLE_CHARACTERS =
  "\u0080-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb";

// Leaves out what never belongs in an address as people type it (spaces, @, brackets,
// quotes, list separators), control characters, invisible characters and U+FFFD (what a
// file's broken bytes read as); a domain label holds no dot, so no label is empty.
const NOT_IN_ADDRESS = `${String.raw`\s@<>()[\],;:"\u0000-\u001f\u007f\uFFFD`}${INVISIBLE_CHARACTERS}`;
const EMAIL_PATTERN = new RegExp(
  `^[^${NOT_IN_ADDRESS}]+@[^${NOT_IN_ADDRESS}.]+(\\.[^${NOT_IN_ADDRESS}.]+)*\\.[^${NOT_IN_ADDRESS}.]{2,}$`,
);

/** True when `value` (already trimmed) is an address the site accepts. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && isValidText(value);
}

/** E-mail: trimmed, kept as typed, at most 255 characters, the site's one e-mail rule. */
export function emailField(messages: { invalid: string; required?: string; tooLong?: string }) {
  const required = messages.required ?? messages.invalid;
  return text(required)
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid);
}

/** Upper bound of one donation: keeps cents well inside a 32-bit integer column. */
const MAX_DONATION_EUROS = 1_000_000;

/** True when one donation of `euros` can be paid online: € 1 up to € 1.000.000. */
export const isPayableOnline = (euros: number) => euros >= 1 && euros <= MAX_DONATION_EUROS;

/**
 * A euro amount to integer cents, at least € 1: a number, or the text the donor typed,
 * read the Dutch way (`10.000`, `12,50`, `€ 1 250`, `1250.75`; see `eurosToCents`). The
 * form resolves the tile or own amount into this one field and sends it as typed.
 */
export function euroAmountToCents(messages: { invalid: string; required?: string }) {
  const required = messages.required ?? messages.invalid;
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const cents = eurosToCents(value);
    if (cents === null || cents < 100 || cents > MAX_DONATION_EUROS * 100) {
      ctx.addIssue({ code: "custom", message: messages.invalid });
      return z.NEVER;
    }
    return cents;
  });
}

/** An IBAN's shape: two letters, two digits, then four or more letters or digits. */
const IBAN_FORMAT = /^[A-Z]{2}\d{2}[A-Z0-9]{4,}$/;

const IBAN_NOT_SEPA = "Automatische incasso kan alleen van een rekening in een SEPA-land";

/**
 * IBAN of an account to collect from by SEPA direct debit: normalised, spec format rule,
 * the ISO 13616 checksum and a country in the SEPA area (ibantools); a SEPA direct debit
 * cannot reach an account elsewhere.
 */
export const ibanField = text("IBAN is verplicht")
  .transform(normalizeIban)
  .pipe(
    z
      .string()
      .min(1, "IBAN is verplicht")
      .max(34, "Ongeldig IBAN formaat")
      .regex(IBAN_FORMAT, "Ongeldig IBAN formaat")
      .refine((iban) => isValidIBAN(iban), "Ongeldig IBAN formaat")
      .refine((iban) => isSEPACountry(iban.slice(0, 2)), IBAN_NOT_SEPA),
  );

/**
 * "NL91ABNA0417164300" -> "NL91 **** **** **43 00" (in groups of four): lists and e-mails
 * show the IBAN masked.
 */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  if (clean.length <= 8) return clean;
  const masked = `${clean.slice(0, 4)}${"*".repeat(clean.length - 8)}${clean.slice(-4)}`;
  return masked.replace(/(.{4})/g, "$1 ").trim();
}

const phonePattern = /^\+?[\d\p{Zs}\-()]*$/u;

/** Optional phone: digits, spaces (not tabs or line breaks), hyphens, brackets, an optional leading +. */
export function phoneField(max = 20) {
  return optionalText(max, `Telefoonnummer mag maximaal ${max} karakters lang zijn`).refine(
    (v) => v === undefined || phonePattern.test(v),
    "Ongeldig telefoonnummer format",
  );
}

const postcodePattern = /^[1-9]\d{3}\s?[A-Za-z]{2}$/;

/** Dutch postcode 1234 AB, normalised to "1234 AB". */
export const dutchPostcodeField = text("Ongeldig postcode format (gebruik 1234 AB)")
  .regex(postcodePattern, "Ongeldig postcode format (gebruik 1234 AB)")
  .transform((v) => `${v.slice(0, 4)} ${v.slice(-2).toUpperCase()}`);
