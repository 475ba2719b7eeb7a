import type { EquityMethod, HawlMode, NisabBasis } from "./constants";

/** The result's breakdown: EUR per asset group, rounded to cents. */
export interface ZakatBreakdown {
  /** Cash and bank plus foreign-currency rows. */
  cashEUR: number;
  cryptoEUR: number;
  goldEUR: number;
  silverEUR: number;
  inventoryEUR: number;
  /** Strong receivables only. */
  receivablesEUR: number;
  equitiesEUR: number;
  rentEUR: number;
  tradeRE_EUR: number;
  assetsTotal: number;
  liabTotal: number;
}

/** Dutch texts for the result screen; multi-line texts are separated by "\n". */
export interface ZakatExplanation {
  nisabExplanation: string;
  assetBreakdown: string;
  liabilityBreakdown: string;
  finalCalculation: string;
}

/**
 * The zakat result, plus three fields the result screen needs:
 * nisabReached, zakatDue and livestockAnimalsDue (decision 011). Money is in EUR,
 * rounded to cents; rate is a fraction (0.025 = 2.5%).
 */
export interface ZakatResult {
  nisab: number;
  netBase: number;
  nisabReached: boolean;
  rate: number;
  baseZakat: number;
  agriZakat: number;
  /** Number of animals due under the livestock bands. */
  livestockAnimalsDue: number;
  /** EUR value of those animals; 0 when no value per animal was given. */
  livestockZakat: number;
  miningZakat: number;
  zakatTotal: number;
  zakatDue: boolean;
  breakdown: ZakatBreakdown;
  /** equityMethod is the method actually applied (decision 010). */
  policyApplied: {
    includeJewelry: boolean;
    equityMethod: EquityMethod;
    hawlMode: HawlMode;
    nisabBasis: NisabBasis;
  };
  explanation: ZakatExplanation;
}
