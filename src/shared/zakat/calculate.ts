import {
  AGRI_RATES,
  DEFAULT_GREGORIAN_RATE,
  type EquityMethod,
  HIJRI_RATE,
  MINING_RATES,
  PURE_KARAT,
} from "./constants";
import { cryptoEur, nisabEuro, toEur } from "./convert";
import { explain } from "./explain";
import type { ZakatInput } from "./input";
import { livestockAnimalsDue } from "./livestock";
import { nonNegative, roundCents } from "./numbers";
import type { ZakatBreakdown, ZakatResult } from "./result";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Decision 010: NONE or an empty list counts no equities; TRADER wins over ASSET. */
function effectiveEquityMethod(methods: readonly EquityMethod[]): EquityMethod {
  if (methods.includes("NONE")) return "NONE";
  if (methods.includes("TRADER")) return "TRADER";
  if (methods.includes("ASSET")) return "ASSET";
  return "NONE";
}

/** 2.5% over a lunar year, otherwise the configured Gregorian rate. */
function zakatRate(input: ZakatInput): number {
  if (input.hawlMode === "HIJRI") return HIJRI_RATE;
  const rate = input.gregorianRate;
  return Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_GREGORIAN_RATE;
}

/**
 * The zakat calculation (rules in docs/product/zakat.md). Pure apart from the console warning for an
 * unknown currency; amounts stay unrounded until the result is built, then every money
 * figure is rounded to cents the same way (half up).
 */
export function calculateZakat(input: ZakatInput): ZakatResult {
  const { assets, policy } = input;
  const liab = input.liabilities12m;
  const rows = [...assets.cash, ...assets.fx];
  const karat = Math.min(nonNegative(assets.gold.karat), PURE_KARAT);
  const equityMethod = effectiveEquityMethod(policy.equityMethod);
  const exact = {
    cashEUR: sum(rows.map((row) => toEur(nonNegative(row.amount), row.currency))),
    cryptoEUR: sum(assets.crypto.map(cryptoEur)),
    // Gold counts regardless of the jewelry policy.
    goldEUR:
      ((nonNegative(assets.gold.grams) * karat) / PURE_KARAT) * nonNegative(input.goldPricePerGram),
    silverEUR: nonNegative(assets.silver.grams) * nonNegative(input.silverPricePerGram),
    inventoryEUR: nonNegative(assets.inventoryWholesale),
    // Weak receivables are not counted (taxed only on receipt).
    receivablesEUR: nonNegative(assets.receivables.strong),
    equitiesEUR:
      equityMethod === "TRADER"
        ? nonNegative(assets.equities.marketValue)
        : equityMethod === "ASSET"
          ? nonNegative(assets.equities.zakatableComponent)
          : 0,
    rentEUR: nonNegative(assets.rentHeld),
    tradeRE_EUR: nonNegative(assets.tradeRealEstateMarketValue),
  };
  const assetsTotal = sum(Object.values(exact));
  const liabTotal = sum(Object.values(liab).map(nonNegative));
  const netBase = Math.max(0, assetsTotal - liabTotal);
  const nisab = nisabEuro(input.nisabBasis, input.goldPricePerGram, input.silverPricePerGram);
  // Compared in cents, as shown, so a netBase displayed equal to the nisab reaches it.
  const nisabReached = roundCents(netBase) >= roundCents(nisab);
  const rate = zakatRate(input);
  const baseZakat = nisabReached ? netBase * rate : 0;
  const agriZakat = nonNegative(assets.agri.yieldValue) * AGRI_RATES[assets.agri.type];
  const animalsDue = livestockAnimalsDue(assets.livestock.species, assets.livestock.count);
  // Decision 011: animals only become euros through a value per animal.
  const livestockZakat = animalsDue * nonNegative(assets.livestock.valuePerAnimal);
  const miningZakat = nonNegative(assets.mining.value) * MINING_RATES[assets.mining.type];
  const zakatTotal = roundCents(baseZakat + agriZakat + livestockZakat + miningZakat);

  const breakdown: ZakatBreakdown = {
    cashEUR: roundCents(exact.cashEUR),
    cryptoEUR: roundCents(exact.cryptoEUR),
    goldEUR: roundCents(exact.goldEUR),
    silverEUR: roundCents(exact.silverEUR),
    inventoryEUR: roundCents(exact.inventoryEUR),
    receivablesEUR: roundCents(exact.receivablesEUR),
    equitiesEUR: roundCents(exact.equitiesEUR),
    rentEUR: roundCents(exact.rentEUR),
    tradeRE_EUR: roundCents(exact.tradeRE_EUR),
    assetsTotal: roundCents(assetsTotal),
    liabTotal: roundCents(liabTotal),
  };
  const result: Omit<ZakatResult, "explanation"> = {
    nisab: roundCents(nisab),
    netBase: roundCents(netBase),
    nisabReached,
    rate,
    baseZakat: roundCents(baseZakat),
    agriZakat: roundCents(agriZakat),
    livestockAnimalsDue: animalsDue,
    livestockZakat: roundCents(livestockZakat),
    miningZakat: roundCents(miningZakat),
    zakatTotal,
    // Zakat is due when the total is above 0.
    zakatDue: zakatTotal > 0,
    breakdown,
    policyApplied: {
      includeJewelry: policy.includeJewelry,
      equityMethod,
      hawlMode: input.hawlMode,
      nisabBasis: input.nisabBasis,
    },
  };
  return { ...result, explanation: explain(input, result) };
}
