import {
  type AgriType,
  COINS,
  CRYPTO_FALLBACK_PRICES,
  CURRENCIES,
  DEFAULT_GREGORIAN_RATE,
  type EquityMethod,
  FOREIGN_CURRENCIES,
  type HawlMode,
  HIJRI_RATE,
  KARATS,
  type LivestockSpecies,
  type MiningType,
  type NisabBasis,
  type PensionRule,
} from "@shared/zakat";
import { formatEuro } from "@shared/money";
import { lazyFormat } from "@shared/intl";

/** Dutch names for the calculator's options. */

const percent = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 3 }),
);
export const formatRate = (rate: number) => percent().format(rate);

export const NISAB_LABELS: Record<NisabBasis, string> = { GOLD: "Goud", SILVER: "Zilver" };
export const NISAB_CHOICES = [
  { value: "GOLD", label: "Goud", hint: "85 gram goud" },
  { value: "SILVER", label: "Zilver", hint: "595 gram zilver" },
] as const satisfies readonly { value: NisabBasis; label: string; hint: string }[];

export const HAWL_LABELS: Record<HawlMode, string> = {
  HIJRI: "Islamitisch maanjaar",
  GREGORIAN: "Gregoriaans zonnejaar",
};
export function hawlChoices(gregorianRate: number) {
  return [
    {
      value: "HIJRI",
      label: HAWL_LABELS.HIJRI,
      hint: `354 dagen, tarief ${formatRate(HIJRI_RATE)}`,
    },
    {
      value: "GREGORIAN",
      label: HAWL_LABELS.GREGORIAN,
      hint: `365 dagen, tarief ${formatRate(gregorianRate || DEFAULT_GREGORIAN_RATE)}`,
    },
  ] as const satisfies readonly { value: HawlMode; label: string; hint: string }[];
}

export const EQUITY_LABELS: Record<EquityMethod, string> = {
  TRADER: "Handelaarsmethode",
  ASSET: "Vermogensmethode",
  NONE: "Geen",
};
export const EQUITY_CHOICES = [
  { value: "TRADER", label: EQUITY_LABELS.TRADER, hint: "Volledige marktwaarde" },
  { value: "ASSET", label: EQUITY_LABELS.ASSET, hint: "Alleen het zakaatplichtige deel" },
  { value: "NONE", label: EQUITY_LABELS.NONE, hint: "Aandelen niet meetellen" },
] as const satisfies readonly { value: EquityMethod; label: string; hint: string }[];

export const PENSION_CHOICES = [
  { value: "MANDATORY_EXEMPT", label: "Verplicht pensioen vrijgesteld" },
  { value: "VOLUNTARY_ZAKATABLE", label: "Vrijwillig pensioen zakaatplichtig" },
  { value: "NONE", label: "Geen" },
] as const satisfies readonly { value: PensionRule; label: string }[];

export const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));
export const FOREIGN_CURRENCY_OPTIONS = FOREIGN_CURRENCIES.map((code) => ({
  value: code,
  label: code,
}));
export const COIN_OPTIONS = COINS.map((coin) => ({ value: coin, label: coin }));
export const KARAT_OPTIONS = KARATS.map((karat) => ({ value: karat, label: `${karat} karaat` }));

/** "BTC € 58.000,00, ETH € 2.800,00, ..." for the coins that have a fallback price. */
export const FALLBACK_PRICES_TEXT = COINS.filter((coin) => CRYPTO_FALLBACK_PRICES[coin] > 0)
  .map((coin) => `${coin} ${formatEuro(CRYPTO_FALLBACK_PRICES[coin])}`)
  .join(", ");

export const AGRI_OPTIONS = [
  { value: "RAIN", label: "Regenwater (10%)" },
  { value: "IRRIGATED", label: "Irrigatie (5%)" },
  { value: "MIXED", label: "Gemengd (7,5%)" },
] as const satisfies readonly { value: AgriType; label: string }[];

export const SPECIES_LABELS: Record<LivestockSpecies, string> = {
  SHEEP: "Schapen",
  GOAT: "Geiten",
  CATTLE: "Runderen",
  CAMEL: "Kamelen",
};
export const SPECIES_OPTIONS = (Object.keys(SPECIES_LABELS) as LivestockSpecies[]).map((s) => ({
  value: s,
  label: SPECIES_LABELS[s],
}));

export const MINING_OPTIONS = [
  { value: "MAADIN", label: "Delfstoffen (ma'adin, 2,5%)" },
  { value: "RIKAZ", label: "Gevonden schat (rikaz, 20%)" },
] as const satisfies readonly { value: MiningType; label: string }[];
