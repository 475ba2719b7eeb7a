/** The zakat engine: input and result shapes, list behaviour and rules (docs/product/zakat.md). */
export * from "./constants";
export { calculateZakat, effectiveEquityMethod } from "./calculate";
export { approximateNisabEuro, cryptoEur, nisabEuro, toEur } from "./convert";
export {
  createDefaultZakatInput,
  DEFAULT_ZAKAT_INPUT,
  parseStoredDraft,
  type ZakatAssets,
  type ZakatInput,
  type ZakatLiabilities,
  type ZakatPolicy,
  zakatInputSchema,
} from "./input";
export { livestockAnimalsDue } from "./livestock";
export { roundCents, toNumber } from "./numbers";
export { toggleListOption } from "./options";
export type { ZakatBreakdown, ZakatExplanation, ZakatResult } from "./result";
