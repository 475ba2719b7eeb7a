import { formatEuroWhole } from "@shared/money";
import type { MetalPrices } from "@shared/schemas/metal-prices";
import {
  approximateNisabEuro,
  NISAB_GRAMS,
  toggleListOption,
  type ZakatInput,
} from "@shared/zakat";
import { formatEuroPriceNl, lazyFormat } from "@shared/intl";
import { RefreshCwIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { ChoiceList } from "../fields/choice-list";
import { NumberField } from "../fields/number-field";
import { EQUITY_CHOICES, hawlChoices, NISAB_CHOICES, PENSION_CHOICES } from "../labels";
import { pricesEdited, setPricesEdited } from "../storage";
import type { UpdateDraft } from "../use-zakat-draft";
import { StepSection } from "./step-section";

const updatedFormat = lazyFormat(
  () => new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }),
);

/**
 * Which gold and silver prices the calculation uses and where they come from: set by the
 * foundation on a date, the calculator's standard values, or typed by the user. Prices
 * are not fetched from a market, so the text never says they are current.
 */
function PricesSource({
  input,
  livePrices,
}: {
  input: ZakatInput;
  livePrices: MetalPrices | null;
}) {
  const own = pricesEdited();
  // Until the prices have been fetched (or when that failed) the source is not known.
  const source = own
    ? "U hebt deze prijzen zelf ingevuld. "
    : livePrices?.updatedAt
      ? `Vastgesteld door Stichting Qamar op ${updatedFormat().format(new Date(livePrices.updatedAt))}. `
      : livePrices
        ? "Dit zijn standaardwaarden, geen actuele koersen. "
        : "";
  return (
    <p className="text-sm text-muted-foreground" data-testid="metal-prices-source">
      In gebruik: goud{" "}
      <span className="tabular-nums">{formatEuroPriceNl(input.goldPricePerGram)}</span> en zilver{" "}
      <span className="tabular-nums">{formatEuroPriceNl(input.silverPricePerGram)}</span> per gram.{" "}
      {source}Controleer de prijs van vandaag en pas ze zo nodig aan.
    </p>
  );
}

/** Step 1: nisab basis, year, metal prices and the policy choices. */
export function SettingsStep({
  input,
  update,
  livePrices,
}: {
  input: ZakatInput;
  update: UpdateDraft;
  livePrices: MetalPrices | null;
}) {
  const nisab = approximateNisabEuro(
    input.nisabBasis,
    input.goldPricePerGram,
    input.silverPricePerGram,
  );
  const outdated =
    livePrices !== null &&
    (livePrices.goldPricePerGram !== input.goldPricePerGram ||
      livePrices.silverPricePerGram !== input.silverPricePerGram);
  const editPrice = (field: "goldPricePerGram" | "silverPricePerGram") => (value: number) => {
    setPricesEdited(true);
    update((draft) => {
      draft[field] = value;
    });
  };

  return (
    <div className="space-y-6">
      <StepSection title="Nisab en jaar">
        <ChoiceList
          legend="Nisab op basis van"
          name="nisabBasis"
          choices={NISAB_CHOICES}
          selected={[input.nisabBasis]}
          columns={2}
          onToggle={(value) =>
            update((draft) => {
              draft.nisabBasis = value;
            })
          }
          help="De nisab is het minimumvermogen waarboven zakaat verschuldigd is: de waarde van 85 gram goud of 595 gram zilver. De zilvernisab ligt lager, zodat u eerder zakaat betaalt."
        />
        <ChoiceList
          legend="Jaartelling (hawl)"
          name="hawlMode"
          choices={hawlChoices(input.gregorianRate)}
          selected={[input.hawlMode]}
          columns={2}
          onToggle={(value) =>
            update((draft) => {
              draft.hawlMode = value;
            })
          }
          help="Zakaat is 2,5% per islamitisch maanjaar van 354 dagen. Rekent u met een zonnejaar van 365 dagen, dan is het tarief naar verhouding hoger."
        />
      </StepSection>

      <StepSection title="Goud- en zilverprijs">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Goudprijs per gram"
            prefix="€"
            price
            value={input.goldPricePerGram}
            onChange={editPrice("goldPricePerGram")}
          />
          <NumberField
            label="Zilverprijs per gram"
            prefix="€"
            price
            value={input.silverPricePerGram}
            onChange={editPrice("silverPricePerGram")}
          />
        </div>
        <PricesSource input={input} livePrices={livePrices} />
        {outdated ? (
          <Button
            type="button"
            variant="outline"
            wrap
            onClick={() => {
              setPricesEdited(false);
              update((draft) => {
                draft.goldPricePerGram = livePrices.goldPricePerGram;
                draft.silverPricePerGram = livePrices.silverPricePerGram;
              });
            }}
          >
            <RefreshCwIcon aria-hidden="true" />
            Prijzen van de stichting gebruiken ({formatEuroPriceNl(livePrices.goldPricePerGram)} en{" "}
            {formatEuroPriceNl(livePrices.silverPricePerGram)})
          </Button>
        ) : null}
        <p
          className="rounded-lg bg-zakat-soft px-4 py-3 text-zakat-soft-foreground"
          aria-live="polite"
        >
          Nisab (ongeveer): <strong className="tabular-nums">{formatEuroWhole(nisab)}</strong>
          <span className="block text-sm">
            {NISAB_GRAMS[input.nisabBasis]} gram {input.nisabBasis === "GOLD" ? "goud" : "zilver"} ×{" "}
            {formatEuroPriceNl(
              input.nisabBasis === "GOLD" ? input.goldPricePerGram : input.silverPricePerGram,
            )}
          </span>
        </p>
      </StepSection>

      <StepSection title="Uitgangspunten">
        <ChoiceList
          legend="Sieraden"
          name="includeJewelry"
          multiple
          choices={[{ value: "yes", label: "Gouden sieraden meetellen" }]}
          selected={input.policy.includeJewelry ? ["yes"] : []}
          onToggle={(_value, checked) =>
            update((draft) => {
              draft.policy.includeJewelry = checked;
            })
          }
          help="Geleerden verschillen over sieraden voor eigen gebruik. Deze calculator telt al uw goud mee, zoals de voorzichtige opvatting; uw keuze staat in de uitleg bij het resultaat."
        />
        <ChoiceList
          legend="Aandelen"
          name="equityMethod"
          multiple
          choices={EQUITY_CHOICES}
          selected={input.policy.equityMethod}
          onToggle={(value, checked) =>
            update((draft) => {
              draft.policy.equityMethod = toggleListOption(
                draft.policy.equityMethod,
                value,
                checked,
              );
            })
          }
          help="Handelt u in aandelen, dan telt de volledige marktwaarde (handelaarsmethode). Houdt u ze als belegging, dan telt alleen het zakaatplichtige deel (vermogensmethode)."
        />
        <ChoiceList
          legend="Pensioen"
          name="pensionRule"
          multiple
          choices={PENSION_CHOICES}
          selected={input.policy.pensionRule}
          onToggle={(value, checked) =>
            update((draft) => {
              draft.policy.pensionRule = toggleListOption(draft.policy.pensionRule, value, checked);
            })
          }
          help="Verplicht opgebouwd pensioen waar u nog niet bij kunt, is vrijgesteld. Vrijwillig pensioensparen waar u wel bij kunt, telt mee: vul dat bedrag in bij uw bezittingen."
        />
      </StepSection>
    </div>
  );
}
