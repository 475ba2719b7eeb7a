/** The zakat engine of spec 02 (§3 shapes, §4 list behaviour, §9 rules). */
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
