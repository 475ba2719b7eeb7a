import { formatEuro } from "@shared/money";
import { calculateZakat, type ZakatInput } from "@shared/zakat";
import type { UpdateDraft } from "../use-zakat-draft";
import { BusinessSection, OtherZakatSection } from "./business-sections";
import { CryptoSection, MetalsSection } from "./crypto-metals-sections";
import { CashSection, ForeignCurrencySection } from "./money-sections";

/** Step 2: the assets, section by section, with a running total. */
export function AssetsStep({ input, update }: { input: ZakatInput; update: UpdateDraft }) {
  const total = calculateZakat(input).breakdown.assetsTotal;
  return (
    <div className="space-y-6">
      <CashSection input={input} update={update} />
      <ForeignCurrencySection input={input} update={update} />
      <CryptoSection input={input} update={update} />
      <MetalsSection input={input} update={update} />
      <BusinessSection input={input} update={update} />
      <OtherZakatSection input={input} update={update} />
      <p className="flex items-center justify-between gap-4 rounded-lg bg-zakat-soft px-4 py-3 text-zakat-soft-foreground">
        <span>Totaal bezittingen</span>
        <strong className="text-lg tabular-nums" data-testid="assets-total">
          {formatEuro(total)}
        </strong>
      </p>
    </div>
  );
}
