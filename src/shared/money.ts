/**
 * Money is integer cents inside the system and euros only at the edges
 * (ARCHITECTURE.md "Data").
 */
import { formatEuroNl, formatEuroWholeNl } from "./intl";

/** "€ 1.250,00" for 125000 cents. */
export function formatCents(cents: number): string {
  return formatEuroNl(cents / 100);
}

/** "€ 1.250,00" for 1250 euros. */
export function formatEuro(euros: number): string {
  return formatEuroNl(euros);
}

/** "€ 1.250" (whole euros, for figures and presets). */
export function formatEuroWhole(euros: number): string {
  return formatEuroWholeNl(euros);
}

/** Euros (number or string with at most two decimals) to integer cents, or null. */
export function eurosToCents(value: number | string): number | null {
  const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    if (typeof value === "number" && Number.isFinite(value)) {
      const cents = Math.round(value * 100);
      return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
    }
    return null;
  }
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}
