import type { ZakatInput } from "@shared/zakat";
import { NumberField } from "../fields/number-field";
import { ChoiceSelect } from "../fields/choice-select";
import { CURRENCY_OPTIONS, FOREIGN_CURRENCY_OPTIONS } from "../labels";
import type { UpdateDraft } from "../use-zakat-draft";
import { AddRowButton, RemoveRowButton } from "./row-actions";
import { StepSection } from "./step-section";

type Props = { input: ZakatInput; update: UpdateDraft };

const ZAKAT_HELP =
  "Over geld dat u een volledig jaar boven de nisab bezit, is 2,5% zakaat verschuldigd. Vul het saldo in op de dag van uw berekening.";

/** Cash rows; at least one stays, so delete is disabled on the last one. */
export function CashSection({ input, update }: Props) {
  const rows = input.assets.cash;
  return (
    <StepSection
      title="Contant geld en bank"
      description="Spaar- en betaalrekeningen en contant geld."
    >
      {rows.map((row, index) => (
        // Rows have no identity of their own; index keys are fine for add/remove at the end.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid grid-cols-[1fr_6.5rem_auto] items-start gap-2 sm:gap-3">
          <NumberField
            label="Bedrag"
            srSuffix={`rekening ${index + 1}`}
            currency={row.currency}
            value={row.amount}
            onChange={(value) =>
              update((draft) => {
                draft.assets.cash[index]!.amount = value;
              })
            }
            help={index === 0 ? ZAKAT_HELP : undefined}
          />
          <ChoiceSelect
            label="Valuta"
            srSuffix={`rekening ${index + 1}`}
            value={row.currency}
            options={CURRENCY_OPTIONS}
            onChange={(value) =>
              update((draft) => {
                draft.assets.cash[index]!.currency = value;
              })
            }
          />
          <RemoveRowButton
            label={`Rekening ${index + 1} verwijderen`}
            disabled={rows.length <= 1}
            onClick={() =>
              update((draft) => {
                if (draft.assets.cash.length > 1) draft.assets.cash.splice(index, 1);
              })
            }
          />
        </div>
      ))}
      <AddRowButton
        label="Rekening toevoegen"
        onClick={() =>
          update((draft) => {
            draft.assets.cash.push({ amount: 0, currency: "EUR" });
          })
        }
      />
    </StepSection>
  );
}

/** Foreign-currency rows (no EUR), freely removable. */
export function ForeignCurrencySection({ input, update }: Props) {
  const rows = input.assets.fx;
  return (
    <StepSection
      title="Vreemde valuta"
      description="Contant geld in andere munten; we rekenen om met vaste koersen."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Geen vreemde valuta toegevoegd.</p>
      ) : null}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <div key={index} className="grid grid-cols-[1fr_6.5rem_auto] items-start gap-2 sm:gap-3">
          <NumberField
            label="Bedrag"
            srSuffix={`vreemde valuta ${index + 1}`}
            currency={row.currency}
            value={row.amount}
            onChange={(value) =>
              update((draft) => {
                draft.assets.fx[index]!.amount = value;
              })
            }
          />
          <ChoiceSelect
            label="Valuta"
            srSuffix={`vreemde valuta ${index + 1}`}
            value={row.currency}
            options={FOREIGN_CURRENCY_OPTIONS}
            onChange={(value) =>
              update((draft) => {
                draft.assets.fx[index]!.currency = value;
              })
            }
          />
          <RemoveRowButton
            label={`Vreemde valuta ${index + 1} verwijderen`}
            onClick={() =>
              update((draft) => {
                draft.assets.fx.splice(index, 1);
              })
            }
          />
        </div>
      ))}
      <AddRowButton
        label="Valuta toevoegen"
        onClick={() =>
          update((draft) => {
            draft.assets.fx.push({ amount: 0, currency: "USD" });
          })
        }
      />
    </StepSection>
  );
}
