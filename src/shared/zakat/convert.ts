import { CRYPTO_FALLBACK_PRICES, EUR_RATES, NISAB_GRAMS, type NisabBasis } from "./constants";
import { nonNegative, roundHalfUp } from "./numbers";

// hasOwn, not `in`: a currency typed as "constructor" must not find Object's prototype.
function lookup<T extends object>(table: T, key: string): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

/** Fixed rates; an unknown currency is 1:1 with a console warning. */
export function toEur(amount: number, currency: string): number {
  const code = currency.trim().toUpperCase();
  const rate = lookup(EUR_RATES, code);
  if (rate === undefined) {
    console.warn(`Zakat: unknown currency "${currency}", counted 1:1 as EUR.`);
    return amount;
  }
  return amount * rate;
}

/**
 * A crypto row's EUR value is the value of the whole holding; only when it is 0 is the
 * holding valued at quantity x the fallback price per unit (decision 010).
 */
export function cryptoEur(row: { symbol: string; amount: number; eurValue: number }): number {
  const given = nonNegative(row.eurValue);
  if (given > 0) return given;
  const price = lookup(CRYPTO_FALLBACK_PRICES, row.symbol.trim().toUpperCase()) ?? 0;
  return nonNegative(row.amount) * price;
}

/** 85 g gold or 595 g silver at the given per-gram price (unrounded). */
export function nisabEuro(basis: NisabBasis, goldPrice: number, silverPrice: number): number {
  const price = basis === "GOLD" ? goldPrice : silverPrice;
  return NISAB_GRAMS[basis] * nonNegative(price);
}

/** The approximate nisab shown in step 1, rounded to whole euros. */
export function approximateNisabEuro(
  basis: NisabBasis,
  goldPrice: number,
  silverPrice: number,
): number {
  return roundHalfUp(nisabEuro(basis, goldPrice, silverPrice), 0);
}
