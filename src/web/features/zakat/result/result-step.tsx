import { formatEuro } from "@shared/money";
import { paths } from "@shared/paths";
import { isPayableOnline } from "@shared/schemas/fields";
import type { ZakatInput, ZakatResult } from "@shared/zakat";
import {
  ChevronDownIcon,
  NewspaperIcon,
  PrinterIcon,
  RotateCcwIcon,
  HandHeartIcon,
} from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatRate, NISAB_LABELS, SPECIES_LABELS } from "../labels";
import { PayCard, PayElsewhereCard } from "../pay/pay-card";
import { appliedSettings, calculationRows } from "./rows";
import { RowsTable } from "./rows-table";

/** Step 4: headline, badges, details, explanation, pay card, links. */
export function ResultStep({
  input,
  result,
  onRestart,
}: {
  input: ZakatInput;
  result: ZakatResult;
  onRestart: () => void;
}) {
  return (
    <div className="space-y-6">
      <Headline input={input} result={result} />
      <div className="flex flex-wrap gap-2">
        <Badge variant="zakat">Nisab: {NISAB_LABELS[result.policyApplied.nisabBasis]}</Badge>
        <Badge variant="zakat">Tarief: {formatRate(result.rate)}</Badge>
        <Badge variant="zakat">Netto: {formatEuro(result.netBase)}</Badge>
      </div>

      <Collapsible title="Gedetailleerde berekening">
        <RowsTable rows={calculationRows(input, result)} caption="Gedetailleerde berekening" />
      </Collapsible>

      <Collapsible title="Uitleg">
        <h3 className="font-semibold">Toegepaste instellingen</h3>
        <RowsTable rows={appliedSettings(result)} caption="Toegepaste instellingen" />
        <ExplanationText title="Nisab" text={result.explanation.nisabExplanation} />
        <ExplanationText title="Bezittingen" text={result.explanation.assetBreakdown} />
        <ExplanationText title="Schulden" text={result.explanation.liabilityBreakdown} />
        <ExplanationText title="Berekening" text={result.explanation.finalCalculation} />
      </Collapsible>

      {!result.zakatDue ? null : isPayableOnline(result.zakatTotal) ? (
        <PayCard amount={result.zakatTotal} result={result} />
      ) : (
        <PayElsewhereCard amount={result.zakatTotal} />
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={onRestart}>
          <RotateCcwIcon aria-hidden="true" />
          Nieuwe berekening
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Afdrukken / opslaan als PDF
        </Button>
      </div>

      <section className="rounded-card border bg-card p-4 sm:p-6">
        <h3 className="text-lg font-semibold">Meer betekenen?</h3>
        <p className="mt-1 text-muted-foreground">
          Steun onze projecten maandelijks als drager, of lees wat uw hulp teweegbrengt.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={paths.becomeSponsor}>
              <HandHeartIcon aria-hidden="true" />
              Drager worden
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.news}>
              <NewspaperIcon aria-hidden="true" />
              Lees het nieuws
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

function Headline({ input, result }: { input: ZakatInput; result: ZakatResult }) {
  const animalsOnly = result.livestockAnimalsDue > 0 && result.livestockZakat === 0;
  const species = SPECIES_LABELS[input.assets.livestock.species].toLowerCase();
  return (
    <section
      className="rounded-card border-2 border-zakat bg-card p-5 text-center sm:p-8"
      aria-live="polite"
    >
      {result.zakatDue ? (
        <>
          <p className="font-medium text-muted-foreground">Uw zakaat</p>
          <p
            className="mt-1 text-4xl font-bold text-zakat tabular-nums sm:text-5xl"
            data-testid="zakat-total"
          >
            {formatEuro(result.zakatTotal)}
          </p>
          <p className="mt-3 text-muted-foreground">
            {result.nisabReached
              ? `Over een netto grondslag van ${formatEuro(result.netBase)}; de nisab is ${formatEuro(result.nisab)}.`
              : `Uw netto grondslag van ${formatEuro(result.netBase)} ligt onder de nisab van ${formatEuro(result.nisab)}; dit bedrag is de zakaat op landbouw, vee of mijnbouw.`}
          </p>
        </>
      ) : (
        <>
          <p className="text-3xl font-bold sm:text-4xl" data-testid="zakat-total">
            Geen zakaat verschuldigd
          </p>
          <p className="mt-3 text-muted-foreground">
            {result.nisabReached
              ? `Uw netto grondslag is ${formatEuro(result.netBase)}.`
              : `Uw netto grondslag van ${formatEuro(result.netBase)} ligt onder de nisab van ${formatEuro(result.nisab)}.`}
          </p>
        </>
      )}
      {animalsOnly ? (
        <p className="mt-2 font-medium">
          Daarnaast: {result.livestockAnimalsDue} {species} verschuldigd (niet in het eurobedrag,
          omdat er geen waarde per dier is ingevuld).
        </p>
      ) : null}
    </section>
  );
}

function Collapsible({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details className="group rounded-card border bg-card">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 py-3 font-semibold sm:px-6 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-4 border-t px-4 py-4 sm:px-6">{children}</div>
    </details>
  );
}

function ExplanationText({ title, text }: { title: string; text: string }) {
  const lines = text.split("\n");
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {lines.length === 1 ? (
        <p className="mt-1 text-muted-foreground">{text}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
