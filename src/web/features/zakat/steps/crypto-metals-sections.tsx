import type { Coin, ZakatInput } from "@shared/zakat";
import { NumberField } from "../fields/number-field";
import { ChoiceSelect } from "../fields/choice-select";
import { COIN_OPTIONS, FALLBACK_PRICES_TEXT, KARAT_OPTIONS } from "../labels";
import type { UpdateDraft } from "../use-zakat-draft";
import { AddRowButton, RemoveRowButton } from "./row-actions";
import { StepSection } from "./step-section";

type Props = { input: ZakatInput; update: UpdateDraft };

/** Crypto rows of coin, quantity and EUR value (decision 010: whole holding). */
export function CryptoSection({ input, update }: Props) {
  const rows = input.assets.crypto;
  return (
    <StepSection title="Cryptovaluta">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Geen cryptovaluta toegevoegd.</p>
      ) : null}
      {rows.map((row, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          key={index}
          className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[8rem_1fr_1fr_auto] sm:gap-3"
        >
          <ChoiceSelect
            label="Munt"
            srSuffix={`crypto ${index + 1}`}
            value={row.symbol as Coin}
            options={COIN_OPTIONS}
            onChange={(value) =>
              update((draft) => {
                draft.assets.crypto[index]!.symbol = value;
              })
            }
          />
          <NumberField
            label="Aantal"
            srSuffix={`crypto ${index + 1}`}
            value={row.amount}
            onChange={(value) =>
              update((draft) => {
                draft.assets.crypto[index]!.amount = value;
              })
            }
          />
          {/* On phones the value and its delete button share the second line. */}
          <div className="col-span-2 flex items-start gap-2 sm:contents">
            <NumberField
              className="flex-1"
              label="Waarde in euro"
              srSuffix={`crypto ${index + 1}`}
              prefix="€"
              value={row.eurValue}
              onChange={(value) =>
                update((draft) => {
                  draft.assets.crypto[index]!.eurValue = value;
                })
              }
              help={`De waarde van uw hele bezit in deze munt. Laat u 0 staan, dan rekenen we met het aantal maal een richtprijs: ${FALLBACK_PRICES_TEXT}; voor andere munten is er geen richtprijs.`}
            />
            <RemoveRowButton
              label={`Crypto ${index + 1} verwijderen`}
              onClick={() =>
                update((draft) => {
                  draft.assets.crypto.splice(index, 1);
                })
              }
            />
          </div>
        </div>
      ))}
      <AddRowButton
        label="Munt toevoegen"
        onClick={() =>
          update((draft) => {
            draft.assets.crypto.push({ symbol: "BTC", amount: 0, eurValue: 0 });
          })
        }
      />
    </StepSection>
  );
}

/** Gold grams and karat; silver grams. */
export function MetalsSection({ input, update }: Props) {
  // A restored draft may hold a karat outside the list: show it, since it is what counts.
  const { karat } = input.assets.gold;
  const karatOptions = KARAT_OPTIONS.some((o) => o.value === karat)
    ? KARAT_OPTIONS
    : [...KARAT_OPTIONS, { value: karat, label: `${karat} karaat` }];
  return (
    <StepSection
      title="Goud en zilver"
      description="Het gewicht van uw goud en zilver; de waarde volgt uit de prijzen van stap 1."
    >
      <div className="grid grid-cols-2 items-start gap-2 sm:grid-cols-3 sm:gap-3">
        <NumberField
          label="Goud"
          suffix="g"
          value={input.assets.gold.grams}
          onChange={(value) =>
            update((draft) => {
              draft.assets.gold.grams = value;
            })
          }
          help="Al uw goud telt mee, ook sieraden: het gewicht maal het gehalte (karaat / 24) maal de goudprijs."
        />
        <ChoiceSelect
          label="Gehalte"
          value={karat}
          options={karatOptions}
          onChange={(value) =>
            update((draft) => {
              draft.assets.gold.karat = value;
            })
          }
        />
        <NumberField
          label="Zilver"
          suffix="g"
          className="col-span-2 sm:col-span-1"
          value={input.assets.silver.grams}
          onChange={(value) =>
            update((draft) => {
              draft.assets.silver.grams = value;
            })
          }
        />
      </div>
    </StepSection>
  );
}
