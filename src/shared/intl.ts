/**
 * Dutch number and date texts, through Intl (nl-NL). Each formatter is made once, when
 * first used, and reused after: the first Intl formatter a page makes loads the browser's
 * locale data, which costs a page nothing it does not show.
 */
export function lazyFormat<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

const euro = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" }),
);
const oneDecimal = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
// Content dates are calendar days: read and written in UTC, so no time zone shifts them.
const longDate = lazyFormat(
  () => new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }),
);

const monthYear = lazyFormat(
  () => new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** "€ 1.250,00" for 1250 euros. */
export const formatEuroNl = (euros: number): string => euro().format(euros);

const euroPrice = lazyFormat(
  () =>
    new Intl.NumberFormat("nl-NL", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }),
);
/**
 * "€ 61,234" for a price of 61.234 euros per gram, "€ 62,50" for 62.5: a price per unit
 * with the decimals it has (at least two, at most six), where amounts are whole cents.
 */
export const formatEuroPriceNl = (euros: number): string => euroPrice().format(euros);

/** "1.000,25" for 1000.25: a plain number with Dutch grouping and decimals as needed. */
const plainNumber = lazyFormat(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 8 }));
export const formatNumberNl = (value: number): string => plainNumber().format(value);

const twoDecimals = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const currencies = new Map<string, (amount: number) => string>();
/**
 * "US$ 1.000,00" for 1000 in USD; euros look as `formatEuroNl` writes them. A code that
 * is no currency code at all (a restored draft's 'EURO') reads "1.000,00 EURO": Intl would
 * throw, and a page must not fall over on it.
 */
export function formatMoneyNl(amount: number, currency: string): string {
  let format = currencies.get(currency);
  if (!format) {
    try {
      const money = new Intl.NumberFormat("nl-NL", { style: "currency", currency });
      format = (value) => money.format(value);
    } catch {
      format = (value) => `${twoDecimals().format(value)} ${currency}`;
    }
    currencies.set(currency, format);
  }
  return format(amount);
}

/** "45,0" for 45: one decimal. */
export const formatOneDecimalNl = (value: number): string => oneDecimal().format(value);

/** "17 september 2025" for "2025-09-17". */
export function formatDateNl(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(date.getTime()))
    throw new RangeError(`Geen datum: ${isoDay}`);
  return longDate().format(date);
}

/** "december 2026" for "2026-12". */
export function formatMonthNl(isoMonth: string): string {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  if (!/^\d{4}-\d{2}$/.test(isoMonth) || Number.isNaN(date.getTime()))
    throw new RangeError(`Geen maand: ${isoMonth}`);
  return monthYear().format(date);
}
