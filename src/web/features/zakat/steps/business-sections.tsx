import type { ZakatAssets, ZakatInput } from "@shared/zakat";
import { NumberField } from "../fields/number-field";
import { ChoiceSelect } from "../fields/choice-select";
import { AGRI_OPTIONS, MINING_OPTIONS, SPECIES_OPTIONS } from "../labels";
import type { UpdateDraft } from "../use-zakat-draft";
import { StepSection } from "./step-section";

type Props = { input: ZakatInput; update: UpdateDraft };

/** A euro field bound to one number in the draft's assets. */
function AssetField({
  label,
  update,
  value,
  set,
  help,
  prefix = "€",
}: {
  label: string;
  update: UpdateDraft;
  value: number;
  set: (assets: ZakatAssets, value: number) => void;
  help?: string;
  prefix?: string;
}) {
  return (
    <NumberField
      label={label}
      prefix={prefix || undefined}
      value={value}
      help={help}
      onChange={(next) => update((draft) => set(draft.assets, next))}
    />
  );
}

/** Business and investments, with their help texts. */
export function BusinessSection({ input, update }: Props) {
  const { assets } = input;
  return (
    <StepSection title="Bedrijf en beleggingen">
      <div className="grid gap-4 sm:grid-cols-2">
        <AssetField
          label="Handelsvoorraad"
          update={update}
          value={assets.inventoryWholesale}
          set={(a, v) => {
            a.inventoryWholesale = v;
          }}
          help="Goederen die u verkoopt, tegen de groothandels- of inkoopwaarde van vandaag."
        />
        <AssetField
          label="Sterke vorderingen"
          update={update}
          value={assets.receivables.strong}
          set={(a, v) => {
            a.receivables.strong = v;
          }}
          help="Geld dat anderen u schuldig zijn en dat u zeker terugkrijgt: dat telt nu mee."
        />
        <AssetField
          label="Zwakke vorderingen"
          update={update}
          value={assets.receivables.weak}
          set={(a, v) => {
            a.receivables.weak = v;
          }}
          help="Geld waarvan onzeker is of u het terugkrijgt. Daarover betaalt u pas zakaat als u het ontvangt; het telt nu niet mee."
        />
        <AssetField
          label="Aandelen: marktwaarde"
          update={update}
          value={assets.equities.marketValue}
          set={(a, v) => {
            a.equities.marketValue = v;
          }}
          help="Met de handelaarsmethode (stap 1) telt de volledige marktwaarde van uw aandelen en fondsen."
        />
        <AssetField
          label="Aandelen: zakaatplichtig deel"
          update={update}
          value={assets.equities.zakatableComponent}
          set={(a, v) => {
            a.equities.zakatableComponent = v;
          }}
          help="Met de vermogensmethode (stap 1) telt alleen dit deel: uw aandeel in het geld, de vorderingen en de voorraad van de bedrijven."
        />
        <AssetField
          label="Ontvangen huur (nog in bezit)"
          update={update}
          value={assets.rentHeld}
          set={(a, v) => {
            a.rentHeld = v;
          }}
          help="Vastgoed dat u verhuurt is vrijgesteld, maar de huur die u ontvangen hebt en nog bezit telt wel mee."
        />
        <AssetField
          label="Vastgoed voor de handel"
          update={update}
          value={assets.tradeRealEstateMarketValue}
          set={(a, v) => {
            a.tradeRealEstateMarketValue = v;
          }}
          help="Alleen vastgoed dat u gekocht hebt om te verkopen, tegen de marktwaarde. Uw eigen woning en verhuurd vastgoed tellen niet."
        />
      </div>
    </StepSection>
  );
}

/**
 * Agriculture, livestock and mining (beyond the previous site's screens): the engine
 * has their rules (docs/product/zakat.md), so the user can enter them. Decision 011: livestock zakat is in
 * animals; a value per animal puts it in the euro total.
 */
export function OtherZakatSection({ input, update }: Props) {
  const { agri, livestock, mining } = input.assets;
  return (
    <StepSection
      title="Landbouw, vee en mijnbouw"
      description="Alleen invullen als het op u van toepassing is. Hiervoor gelden eigen tarieven; schulden worden er niet van afgetrokken."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceSelect
          label="Oogst: bevloeiing"
          value={agri.type}
          options={AGRI_OPTIONS}
          onChange={(value) =>
            update((draft) => {
              draft.assets.agri.type = value;
            })
          }
          help="Zakaat op de oogst: 10% bij regenwater, 5% bij irrigatie, 7,5% bij een mengvorm."
        />
        <AssetField
          label="Waarde van de oogst"
          update={update}
          value={agri.yieldValue}
          set={(a, v) => {
            a.agri.yieldValue = v;
          }}
        />
        <ChoiceSelect
          label="Vee: soort"
          value={livestock.species}
          options={SPECIES_OPTIONS}
          onChange={(value) =>
            update((draft) => {
              draft.assets.livestock.species = value;
            })
          }
          help="Schapen en geiten vanaf 40, runderen vanaf 30 en kamelen vanaf 5 dieren. De zakaat is een aantal dieren; vul de waarde per dier in om die in euro's mee te tellen."
        />
        <AssetField
          label="Vee: aantal dieren"
          update={update}
          prefix=""
          value={livestock.count}
          set={(a, v) => {
            a.livestock.count = v;
          }}
        />
        <AssetField
          label="Vee: waarde per dier"
          update={update}
          value={livestock.valuePerAnimal}
          set={(a, v) => {
            a.livestock.valuePerAnimal = v;
          }}
        />
        <div className="hidden sm:block" />
        <ChoiceSelect
          label="Mijnbouw: soort"
          value={mining.type}
          options={MINING_OPTIONS}
          onChange={(value) =>
            update((draft) => {
              draft.assets.mining.type = value;
            })
          }
          help="Gewonnen delfstoffen (ma'adin): 2,5%. Een gevonden schat (rikaz): 20%."
        />
        <AssetField
          label="Mijnbouw: waarde"
          update={update}
          value={mining.value}
          set={(a, v) => {
            a.mining.value = v;
          }}
        />
      </div>
    </StepSection>
  );
}
