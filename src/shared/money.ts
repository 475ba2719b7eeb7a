/**
 * Money is integer cents inside the system and euros only at the edges: how it is written
 * for people. How typed amounts are read is in `amount.ts`.
 */
import { formatEuroNl } from "./intl";

/** "€ 1.250,00" for 125000 cents. */
export function formatCents(cents: number): string {
  return formatEuroNl(cents / 100);
}

/** "€ 1.250,00" for 1250 euros. */
export function formatEuro(euros: number): string {
  return formatEuroNl(euros);
}

/** "€ 1.250" (whole euros, for figures and presets). */
export { formatEuroWhole } from "./euro-whole";

/** Stored cents as the euros the API and pages show. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}
