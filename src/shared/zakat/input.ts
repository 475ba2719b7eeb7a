import { z } from "../zod";
import {
  AGRI_TYPES,
  DEFAULT_GOLD_PRICE_PER_GRAM,
  DEFAULT_GREGORIAN_RATE,
  DEFAULT_SILVER_PRICE_PER_GRAM,
  EQUITY_METHODS,
  HAWL_MODES,
  LIVESTOCK_SPECIES,
  MINING_TYPES,
  NISAB_BASES,
  PENSION_RULES,
  PURE_KARAT,
} from "./constants";
import { toNumber } from "./numbers";

/**
 * The calculator input (docs/product/zakat.md). Every field falls back on its own, so a partial
 * or older stored draft keeps what it can and gets defaults for the rest (
 * the draft is restored on load).
 */

// Missing (or null, which is what JSON makes of NaN) takes the default; a present but
// unparsable value becomes 0. preprocess, not unknown().transform: zod 4
// reports an absent key to the latter as missing instead of running it.
const numberOr = (fallback: number) =>
  z.preprocess((v) => (v === undefined || v === null ? fallback : toNumber(v)), z.number());
const money = numberOr(0);
const text = (fallback: string) => z.string().trim().min(1).catch(fallback);

// A single string is accepted because older drafts may hold one choice, not a list.
const optionList = <const T extends readonly [string, ...string[]]>(
  options: T,
  fallback: T[number][],
) =>
  z.preprocess(
    (value) => {
      const raw: unknown[] | null =
        typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
      if (raw === null) return [...fallback];
      const known = raw.filter((item) => (options as readonly unknown[]).includes(item));
      return known.length === 0 && raw.length > 0 ? [...fallback] : [...new Set(known)];
    },
    z.array(z.enum(options)),
  );

// An object that is missing or not an object at all becomes its own defaults.
const filled = <S extends z.ZodObject>(schema: S) =>
  schema.catch(() => schema.parse({}) as z.output<S>);

const currencyRow = filled(z.object({ amount: money, currency: text("EUR") }));
const cryptoRow = filled(z.object({ symbol: text("BTC"), amount: money, eurValue: money }));

const policySchema = filled(
  z.object({
    includeJewelry: z.boolean().catch(true),
    equityMethod: optionList(EQUITY_METHODS, ["TRADER"]),
    pensionRule: optionList(PENSION_RULES, ["MANDATORY_EXEMPT"]),
  }),
);

const assetsSchema = filled(
  z.object({
    // At least one cash row remains.
    cash: z
      .array(currencyRow)
      .catch(() => [])
      .transform((rows) => (rows.length > 0 ? rows : [{ amount: 0, currency: "EUR" }])),
    fx: z.array(currencyRow).catch(() => []),
    crypto: z.array(cryptoRow).catch(() => []),
    gold: filled(z.object({ grams: money, karat: numberOr(PURE_KARAT) })),
    silver: filled(z.object({ grams: money })),
    inventoryWholesale: money,
    receivables: filled(z.object({ strong: money, weak: money })),
    equities: filled(z.object({ marketValue: money, zakatableComponent: money })),
    rentHeld: money,
    tradeRealEstateMarketValue: money,
    agri: filled(z.object({ type: z.enum(AGRI_TYPES).catch("RAIN"), yieldValue: money })),
    livestock: filled(
      z.object({
        species: z.enum(LIVESTOCK_SPECIES).catch("SHEEP"),
        count: money,
        // Decision 011: EUR value of one animal given as zakat; 0 keeps it out of the total.
        valuePerAnimal: money,
      }),
    ),
    mining: filled(z.object({ type: z.enum(MINING_TYPES).catch("MAADIN"), value: money })),
  }),
);

const liabilitiesSchema = filled(
  z.object({
    payables: money,
    consumerDebt: money,
    mortgagePrincipal12m: money,
    studentLoan12m: money,
    other: money,
  }),
);

const zakatInputSchema = filled(
  z.object({
    locale: text("nl-NL"),
    currency: text("EUR"),
    // Decision 010: no default was given; HIJRI and GOLD are the classical choices.
    hawlMode: z.enum(HAWL_MODES).catch("HIJRI"),
    gregorianRate: numberOr(DEFAULT_GREGORIAN_RATE)
      .pipe(z.number().gt(0).lt(1))
      .catch(DEFAULT_GREGORIAN_RATE),
    nisabBasis: z.enum(NISAB_BASES).catch("GOLD"),
    goldPricePerGram: numberOr(DEFAULT_GOLD_PRICE_PER_GRAM),
    silverPricePerGram: numberOr(DEFAULT_SILVER_PRICE_PER_GRAM),
    policy: policySchema,
    assets: assetsSchema,
    liabilities12m: liabilitiesSchema,
  }),
);

export type ZakatInput = z.output<typeof zakatInputSchema>;
export type ZakatAssets = ZakatInput["assets"];
export type ZakatLiabilities = ZakatInput["liabilities12m"];

/** A fresh copy of the calculator's defaults (safe to mutate). */
export function createDefaultZakatInput(): ZakatInput {
  return zakatInputSchema.parse({});
}

export const DEFAULT_ZAKAT_INPUT: Readonly<ZakatInput> = Object.freeze(createDefaultZakatInput());

/** The local-storage draft (a JSON string or an already parsed value): never throws. */
export function parseStoredDraft(stored: unknown): ZakatInput {
  try {
    const value = typeof stored === "string" ? JSON.parse(stored) : stored;
    const parsed = zakatInputSchema.safeParse(value);
    return parsed.success ? parsed.data : createDefaultZakatInput();
  } catch {
    return createDefaultZakatInput();
  }
}
