import { formatCents } from "./money";

/**
 * What the public forms need before any rule runs: their options, presets, default
 * values and as-you-type cleaning. Kept free of zod so a form page loads and hydrates
 * without the schema library; the schemas under schemas/ import from here, and the
 * forms load them on first use (web/lib/lazy-resolver.ts, docs/decisions/021).
 */

/** Where a one-off gift can go: the one-off form offers these eight (docs/product/forms.md). */
export const destinations = [
  "winterhulp",
  "noodhulp",
  "onderwijs",
  "water",
  "vrouwen",
  "algemeen",
  "gezondheidszorg",
  "landbouw",
] as const;
export type Destination = (typeof destinations)[number];

/** Labels shown on the form; a one-off donation's purpose is its label. */
export const destinationLabels: Record<Destination, string> = {
  winterhulp: "Winterhulp Gaza",
  noodhulp: "Noodhulp",
  onderwijs: "Onderwijs",
  water: "Water",
  vrouwen: "Vrouwen ondersteuning",
  algemeen: "Algemene steun",
  gezondheidszorg: "Gezondheidszorg",
  landbouw: "Landbouw",
};

/** The amount buttons of each form (euros). */
export const amountPresets = {
  oneOff: [10, 25, 50],
  monthly: [5, 10, 15, 20, 30, 50, 75, 100],
  emergency: [25, 50, 75, 100],
  sadaqa: [5, 10, 15, 20],
} as const;

/** Name of the hidden honeypot input on every public form (a field people never see). */
export const HONEYPOT_FIELD = "website";

/** What the IBAN input does as the user types: spaces out, letters upper-case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Phone as typed: characters other than digits, +, -, space and brackets are dropped. */
export function stripPhone(value: string): string {
  return value.replace(/[^\d+\-\p{Zs}()]/gu, "");
}

/** The toast text when a required volunteer field is empty, under the title 'Vereiste velden'. */
export const VOLUNTEER_REQUIRED = "Vul alstublieft naam, e-mailadres en motivatie in";

/** Under each empty required field of the volunteer form, its own message. */
export const VOLUNTEER_MISSING = {
  name: "Vul uw naam in.",
  email: "Vul uw e-mailadres in.",
  motivation: "Vul uw motivatie in.",
} as const;

/**
 * The amount error of the sadaqa forms (Friday and sadaqah1): this title in the toast, the
 * detail under the field.
 */
export const SADAQA_AMOUNT_TITLE = "Ongeldig bedrag";
export const SADAQA_AMOUNT_DETAIL = "Vul een geldig donatiebedrag in.";

/**
 * 'Zakaat - € 316,75': the zakat payment's description, in Dutch money. A plain space
 * after the euro sign (not Intl's no-break space) so payment providers show it as is.
 */
export function zakatPurpose(cents: number): string {
  return `Zakaat - ${formatCents(cents).replace(/\s/g, " ")}`;
}
