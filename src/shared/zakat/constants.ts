/**
 * Every fixed number of the zakat calculator, in one place so that the
 * engine, the form and the explanation texts cannot drift apart.
 */

/** Fixed EUR value of one unit of each currency (EUR itself is 1). */
export const EUR_RATES = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.17,
  JPY: 0.0063,
  CAD: 0.68,
  AUD: 0.61,
  CHF: 1.05,
  SEK: 0.089,
  NOK: 0.088,
  DKK: 0.134,
} as const;

export type CurrencyCode = keyof typeof EUR_RATES;

/** The currencies a cash or foreign-currency row can choose. */
export const CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
] as const satisfies readonly CurrencyCode[];

/** Foreign-currency rows exclude EUR. */
export const FOREIGN_CURRENCIES = CURRENCIES.filter((code) => code !== "EUR");

/** The coins a crypto row can choose. */
export const COINS = ["BTC", "ETH", "ADA", "DOT", "BNB", "SOL", "AVAX", "MATIC"] as const;
export type Coin = (typeof COINS)[number];

/** EUR per unit, used only when a row's EUR value is 0; "others 0". */
export const CRYPTO_FALLBACK_PRICES: Readonly<Record<Coin, number>> = {
  BTC: 58000,
  ETH: 2800,
  ADA: 0.35,
  DOT: 5.2,
  BNB: 0,
  SOL: 0,
  AVAX: 0,
  MATIC: 0,
};

/** Karats offered; purity = karat / 24. */
export const KARATS = [24, 22, 21, 18, 14] as const;
export const PURE_KARAT = 24;

/** Nisab in grams of gold or silver. */
export const NISAB_GRAMS = { GOLD: 85, SILVER: 595 } as const;
export type NisabBasis = keyof typeof NISAB_GRAMS;

/** 2.5% over a lunar year; the Gregorian rate is configurable. */
export const HIJRI_RATE = 0.025;
export const DEFAULT_GREGORIAN_RATE = 0.02577;

/** Defaults for the per-gram prices in EUR. */
export const DEFAULT_GOLD_PRICE_PER_GRAM = 62.5;
export const DEFAULT_SILVER_PRICE_PER_GRAM = 0.78;

/** Share of the harvest by irrigation. */
export const AGRI_RATES = { RAIN: 0.1, IRRIGATED: 0.05, MIXED: 0.075 } as const;

/** 20% for found treasure (rikaz), 2.5% for mined minerals (ma'adin). */
export const MINING_RATES = { RIKAZ: 0.2, MAADIN: 0.025 } as const;

export const HAWL_MODES = ["HIJRI", "GREGORIAN"] as const;
export const NISAB_BASES = ["GOLD", "SILVER"] as const;
export const EQUITY_METHODS = ["TRADER", "ASSET", "NONE"] as const;
export const PENSION_RULES = ["MANDATORY_EXEMPT", "VOLUNTARY_ZAKATABLE", "NONE"] as const;
export const AGRI_TYPES = ["RAIN", "IRRIGATED", "MIXED"] as const;
export const LIVESTOCK_SPECIES = ["SHEEP", "GOAT", "CATTLE", "CAMEL"] as const;
export const MINING_TYPES = ["MAADIN", "RIKAZ"] as const;

export type HawlMode = (typeof HAWL_MODES)[number];
export type EquityMethod = (typeof EQUITY_METHODS)[number];
export type PensionRule = (typeof PENSION_RULES)[number];
export type AgriType = (typeof AGRI_TYPES)[number];
export type LivestockSpecies = (typeof LIVESTOCK_SPECIES)[number];
export type MiningType = (typeof MINING_TYPES)[number];
