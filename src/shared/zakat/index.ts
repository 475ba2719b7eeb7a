/** The zakat engine: input shapes, list options and the calculation rules (docs/product/zakat.md). */
export * from "./constants";
export { calculateZakat } from "./calculate";
export { approximateNisabEuro } from "./convert";
export {
  createDefaultZakatInput,
  parseStoredDraft,
  type ZakatAssets,
  type ZakatInput,
  type ZakatLiabilities,
} from "./input";
export { toggleListOption } from "./options";
export type { ZakatResult } from "./result";
