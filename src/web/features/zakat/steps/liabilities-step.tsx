import { formatEuro } from "@shared/money";
import { calculateZakat, type ZakatInput, type ZakatLiabilities } from "@shared/zakat";
import { CheckIcon, XIcon } from "lucide-react";
import { NumberField } from "../fields/number-field";
import type { UpdateDraft } from "../use-zakat-draft";
import { StepSection } from "./step-section";

const FIELDS: { key: keyof ZakatLiabilities; label: string; help?: string }[] = [
  { key: "payables", label: "Te betalen rekeningen en belastingen" },
  { key: "consumerDebt", label: "Consumptief krediet" },
  {
    key: "mortgagePrincipal12m",
    label: "Hypotheekaflossing (komende 12 maanden)",
    help: "Alleen de aflossing die u de komende 12 maanden betaalt; niet de rente en niet de hele hypotheek.",
  },
  {
    key: "studentLoan12m",
    label: "Studieschuld (komende 12 maanden)",
    help: "Alleen wat u de komende 12 maanden aflost, niet uw totale studieschuld.",
  },
  { key: "other", label: "Overige schulden (binnen 12 maanden)" },
];

// Only debts repayable within 12 months are deductible.
const DEDUCTIBLE = [
  "Rekeningen en belastingen die u nu moet betalen",
  "Consumptief krediet en roodstand",
  "Aflossing van hypotheek en studieschuld in de komende 12 maanden",
  "Andere schulden die binnen 12 maanden betaald moeten worden",
];
const NOT_DEDUCTIBLE = [
  "Rente",
  "Het volledige hypotheeksaldo",
  "De totale studieschuld",
  "Toekomstige huur en kosten voor gas, water en licht",
  "Contractuele verplichtingen",
  "Mogelijke boetes",
  "Informele schulden bij familie",
];

/** Step 3: debts due within 12 months, a running total and the two lists. */
export function LiabilitiesStep({ input, update }: { input: ZakatInput; update: UpdateDraft }) {
  const total = calculateZakat(input).breakdown.liabTotal;
  return (
    <div className="space-y-6">
      <StepSection
        title="Schulden binnen 12 maanden"
        description="Alleen schulden die u binnen 12 maanden moet terugbetalen, mogen van uw vermogen af. Hieronder ziet u wat wel en niet aftrekbaar is."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <NumberField
              key={field.key}
              label={field.label}
              prefix="€"
              help={field.help}
              value={input.liabilities12m[field.key]}
              onChange={(value) =>
                update((draft) => {
                  draft.liabilities12m[field.key] = value;
                })
              }
            />
          ))}
        </div>
        <p className="flex items-center justify-between gap-4 rounded-lg bg-zakat-soft px-4 py-3 text-zakat-soft-foreground">
          <span>Totaal schulden</span>
          <strong className="text-lg tabular-nums" data-testid="liabilities-total">
            {formatEuro(total)}
          </strong>
        </p>
      </StepSection>
      <div className="grid gap-4 md:grid-cols-2">
        <DebtList title="Aftrekbaar" items={DEDUCTIBLE} deductible />
        <DebtList title="Niet aftrekbaar" items={NOT_DEDUCTIBLE} deductible={false} />
      </div>
    </div>
  );
}

function DebtList({
  title,
  items,
  deductible,
}: {
  title: string;
  items: string[];
  deductible: boolean;
}) {
  const Icon = deductible ? CheckIcon : XIcon;
  return (
    <section className="rounded-card border bg-card p-4 sm:p-6">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon
              aria-hidden="true"
              className={
                deductible
                  ? "mt-0.5 size-5 shrink-0 text-primary"
                  : "mt-0.5 size-5 shrink-0 text-urgent"
              }
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
