import { formatEuro } from "../money";
import { formatEuroPriceNl, lazyFormat } from "../intl";
import { NISAB_GRAMS, PURE_KARAT } from "./constants";
import type { ZakatInput } from "./input";
import { nonNegative, roundCents } from "./numbers";
import type { ZakatExplanation, ZakatResult } from "./result";

const percent = lazyFormat(
  () => new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 3 }),
);
const grams = lazyFormat(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 2 }));
// Intl puts a no-break space after the euro sign; plain spaces keep the texts searchable.
const euro = (value: number) => formatEuro(value).replace(/\s/g, " ");

const EQUITY_TEXT = {
  TRADER: "Aandelen (handelaarsmethode, volledige marktwaarde)",
  ASSET: "Aandelen (vermogensmethode, alleen het zakaatplichtige deel)",
  NONE: "Aandelen (niet meegeteld)",
} as const;
const AGRI_TEXT = { RAIN: "regenwater", IRRIGATED: "irrigatie", MIXED: "gemengd" } as const;
const MINING_TEXT = { MAADIN: "delfstoffen (ma'adin)", RIKAZ: "gevonden schat (rikaz)" } as const;
const SPECIES_TEXT = { SHEEP: "schapen", GOAT: "geiten", CATTLE: "runderen", CAMEL: "kamelen" };

type Figures = Omit<ZakatResult, "explanation">;

function nisabText(input: ZakatInput, r: Figures): string {
  const gold = r.policyApplied.nisabBasis === "GOLD";
  const price = gold ? input.goldPricePerGram : input.silverPricePerGram;
  const head = `Nisab op basis van ${gold ? "goud" : "zilver"}: ${NISAB_GRAMS[r.policyApplied.nisabBasis]} g × ${formatEuroPriceNl(price).replace(/\s/g, " ")} per gram = ${euro(r.nisab)}.`;
  // Reached with nothing to pay over it (a price of 0 makes the nisab € 0): said as such,
  // so that this line and the headline never disagree.
  const verdict = !r.nisabReached
    ? "is lager dan de nisab: over uw vermogen is geen zakaat verschuldigd."
    : r.baseZakat > 0
      ? "is gelijk aan of hoger dan de nisab: over uw vermogen is zakaat verschuldigd."
      : `is gelijk aan of hoger dan de nisab, maar ${percent().format(r.rate)} daarvan is ${euro(0)}: over uw vermogen is geen zakaat verschuldigd.`;
  const noPrice =
    price > 0
      ? ""
      : ` Met een ${gold ? "goudprijs" : "zilverprijs"} van ${euro(0)} per gram is de nisab ${euro(0)}: vul bij Instellingen de actuele prijs in.`;
  return `${head} Uw netto grondslag van ${euro(r.netBase)} ${verdict}${noPrice}`;
}

function assetText(input: ZakatInput, r: Figures): string {
  const b = r.breakdown;
  // Gold always counts, so the jewelry choice only changes the wording.
  const jewelry = r.policyApplied.includeJewelry
    ? "sieraden inbegrepen"
    : "goud telt altijd mee, ook als sieraden zijn uitgesloten";
  // The karat that counted (capped at 24, decision 010), not a typed 30.
  const karat = Math.min(nonNegative(input.assets.gold.karat), PURE_KARAT);
  return [
    `Contant geld, bank en vreemde valuta: ${euro(b.cashEUR)}`,
    `Crypto: ${euro(b.cryptoEUR)}`,
    `Goud (${grams().format(input.assets.gold.grams)} g, ${karat} karaat; ${jewelry}): ${euro(b.goldEUR)}`,
    `Zilver (${grams().format(input.assets.silver.grams)} g): ${euro(b.silverEUR)}`,
    `Handelsvoorraad: ${euro(b.inventoryEUR)}`,
    `Sterke vorderingen: ${euro(b.receivablesEUR)} (zwakke vorderingen tellen pas mee bij ontvangst)`,
    `${EQUITY_TEXT[r.policyApplied.equityMethod]}: ${euro(b.equitiesEUR)}`,
    `Ontvangen huur: ${euro(b.rentEUR)}`,
    `Vastgoed voor de handel: ${euro(b.tradeRE_EUR)}`,
    `Totaal bezittingen: ${euro(b.assetsTotal)}`,
  ].join("\n");
}

function liabilityText(input: ZakatInput, r: Figures): string {
  const l = input.liabilities12m;
  const line = (label: string, value: number) =>
    `${label}: ${euro(roundCents(Math.max(0, value)))}`;
  return [
    line("Te betalen rekeningen en belastingen", l.payables),
    line("Consumptief krediet", l.consumerDebt),
    line("Hypotheekaflossing binnen 12 maanden", l.mortgagePrincipal12m),
    line("Studieschuld binnen 12 maanden", l.studentLoan12m),
    line("Overige schulden", l.other),
    `Totaal aftrekbare schulden (binnen 12 maanden): ${euro(r.breakdown.liabTotal)}`,
  ].join("\n");
}

function finalText(input: ZakatInput, r: Figures): string {
  const { agri, livestock, mining } = input.assets;
  const lines = [
    r.nisabReached
      ? `Netto grondslag ${euro(r.netBase)} × ${percent().format(r.rate)} = ${euro(r.baseZakat)}`
      : `Netto grondslag ${euro(r.netBase)} is lager dan de nisab van ${euro(r.nisab)}: ${euro(0)}`,
  ];
  if (r.agriZakat > 0) lines.push(`Landbouw (${AGRI_TEXT[agri.type]}): ${euro(r.agriZakat)}`);
  if (r.livestockAnimalsDue > 0) {
    const head = `Vee (${SPECIES_TEXT[livestock.species]}): ${r.livestockAnimalsDue} ${r.livestockAnimalsDue === 1 ? "dier" : "dieren"} verschuldigd`;
    lines.push(
      r.livestockZakat > 0
        ? `${head}, ter waarde van ${euro(r.livestockZakat)}`
        : `${head} (zonder waarde per dier niet in het eurototaal opgenomen)`,
    );
  }
  if (r.miningZakat > 0)
    lines.push(`Mijnbouw, ${MINING_TEXT[mining.type]}: ${euro(r.miningZakat)}`);
  lines.push(
    r.zakatDue
      ? `Totaal te betalen zakaat: ${euro(r.zakatTotal)}`
      : "Er is geen zakaat verschuldigd.",
  );
  return lines.join("\n");
}

/** The Dutch explanation texts of the result, built from the rounded figures shown. */
export function explain(input: ZakatInput, figures: Figures): ZakatExplanation {
  return {
    nisabExplanation: nisabText(input, figures),
    assetBreakdown: assetText(input, figures),
    liabilityBreakdown: liabilityText(input, figures),
    finalCalculation: finalText(input, figures),
  };
}
