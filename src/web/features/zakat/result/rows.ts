import { formatEuro } from "@shared/money";
import type { ZakatInput, ZakatResult } from "@shared/zakat";
import { EQUITY_LABELS, formatRate, HAWL_LABELS, NISAB_LABELS, SPECIES_LABELS } from "../labels";

export type Row = { label: string; value: string; strong?: boolean };

/**
 * The detailed calculation of the result step (per-asset EUR lines, totals, net base,
 * nisab, nisab reached, rate, amount), shared by the screen and the print layout.
 */
export function calculationRows(input: ZakatInput, r: ZakatResult): Row[] {
  const b = r.breakdown;
  const rows: Row[] = [
    { label: "Contant geld, bank en vreemde valuta", value: formatEuro(b.cashEUR) },
    { label: "Cryptovaluta", value: formatEuro(b.cryptoEUR) },
    { label: "Goud", value: formatEuro(b.goldEUR) },
    { label: "Zilver", value: formatEuro(b.silverEUR) },
    { label: "Handelsvoorraad", value: formatEuro(b.inventoryEUR) },
    { label: "Sterke vorderingen", value: formatEuro(b.receivablesEUR) },
    { label: "Aandelen", value: formatEuro(b.equitiesEUR) },
    { label: "Ontvangen huur", value: formatEuro(b.rentEUR) },
    { label: "Vastgoed voor de handel", value: formatEuro(b.tradeRE_EUR) },
    { label: "Totaal bezittingen", value: formatEuro(b.assetsTotal), strong: true },
    { label: "Totaal schulden (binnen 12 maanden)", value: `− ${formatEuro(b.liabTotal)}` },
    { label: "Netto grondslag", value: formatEuro(r.netBase), strong: true },
    { label: "Nisab", value: formatEuro(r.nisab) },
    { label: "Nisab bereikt", value: r.nisabReached ? "Ja" : "Nee" },
    { label: "Tarief", value: formatRate(r.rate) },
    { label: "Zakaat over vermogen", value: formatEuro(r.baseZakat) },
  ];
  if (r.agriZakat > 0) rows.push({ label: "Zakaat op landbouw", value: formatEuro(r.agriZakat) });
  if (r.livestockAnimalsDue > 0) {
    const species = SPECIES_LABELS[input.assets.livestock.species].toLowerCase();
    rows.push({
      label: `Zakaat op vee (${r.livestockAnimalsDue} × ${species})`,
      value: r.livestockZakat > 0 ? formatEuro(r.livestockZakat) : "niet in euro",
    });
  }
  if (r.miningZakat > 0)
    rows.push({ label: "Zakaat op mijnbouw", value: formatEuro(r.miningZakat) });
  rows.push({ label: "Totaal te betalen zakaat", value: formatEuro(r.zakatTotal), strong: true });
  return rows;
}

/** The applied settings shown in the explanation. */
export function appliedSettings(r: ZakatResult): Row[] {
  const p = r.policyApplied;
  return [
    {
      label: "Sieraden",
      value: p.includeJewelry ? "Meegeteld" : "Uitgesloten (goud telt wel altijd mee)",
    },
    { label: "Aandelen", value: EQUITY_LABELS[p.equityMethod] },
    { label: "Jaartelling", value: `${HAWL_LABELS[p.hawlMode]} (${formatRate(r.rate)})` },
    { label: "Nisab op basis van", value: NISAB_LABELS[p.nisabBasis] },
  ];
}
