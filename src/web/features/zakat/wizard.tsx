import { calculateZakat, type ZakatResult } from "@shared/zakat";
import { ArrowLeftIcon, ArrowRightIcon, LayoutListIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { PrintSummary } from "./result/print-summary";
import { ResultStep } from "./result/result-step";
import { STEPS } from "./steps-overview";
import { AssetsStep } from "./steps/assets-step";
import { LiabilitiesStep } from "./steps/liabilities-step";
import { SettingsStep } from "./steps/settings-step";
import { rememberStep, storedStep } from "./stored-draft";
import { useMetalPrices } from "./use-metal-prices";
import { useZakatDraft } from "./use-zakat-draft";

const RESULT_STEP = STEPS.length - 1;

/**
 * The four-step wizard. Client-only: it opens after Start, so the
 * draft is read from local storage without a hydration mismatch.
 */
export default function ZakatWizard({ onExit }: { onExit: () => void }) {
  const { input, update } = useZakatDraft();
  const livePrices = useMetalPrices(update);
  const [step, setStep] = useState(() => storedStep() ?? 0);
  const [result, setResult] = useState<ZakatResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);

  useEffect(() => rememberStep(step), [step]);

  // Each step (and the first one after Start) puts focus on its heading, so keyboard and
  // screen-reader users start at the top of the new content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose on each step change
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    // Not on with text that cannot be read: to that field, whose message says why.
    const unreadable = stepRef.current?.querySelector<HTMLInputElement>("input[data-unreadable]");
    if (next > step && unreadable) {
      unreadable.focus();
      return;
    }
    // Leaving step 3 computes the result.
    if (next === RESULT_STEP) setResult(calculateZakat(input));
    setStep(next);
  };
  const current = STEPS[step]!;
  const shownResult = step === RESULT_STEP ? (result ?? calculateZakat(input)) : null;

  return (
    <>
      {/* Form-like: the floating buttons never lie over it (use-keep-clear). */}
      <div data-form-area className="page-container max-w-3xl pt-6 pb-28 sm:pt-10 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Zakaatcalculator</h1>
          <Button type="button" variant="ghost" onClick={onExit} className="-mx-3">
            <LayoutListIcon aria-hidden="true" />
            Terug naar overzicht
          </Button>
        </div>
        <div className="mt-5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <p className="font-semibold text-zakat-soft-foreground" data-testid="wizard-step">
              Stap {step + 1} van {STEPS.length}
            </p>
            <p className="text-muted-foreground">{current.title}</p>
          </div>
          <Progress
            value={step + 1}
            max={STEPS.length}
            aria-label={`Voortgang: stap ${step + 1} van ${STEPS.length}`}
            className="mt-2 h-2.5 bg-zakat-soft"
            indicatorClassName="bg-zakat"
          />
        </div>

        <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-semibold outline-none">
          {current.title}
        </h2>
        <p className="mt-1 mb-6 text-muted-foreground">{current.intro}</p>

        <div ref={stepRef}>
          {step === 0 ? (
            <SettingsStep input={input} update={update} livePrices={livePrices} />
          ) : null}
          {step === 1 ? <AssetsStep input={input} update={update} /> : null}
          {step === 2 ? <LiabilitiesStep input={input} update={update} /> : null}
          {shownResult ? (
            <ResultStep input={input} result={shownResult} onRestart={() => goTo(0)} />
          ) : null}
        </div>

        <nav aria-label="Stappen" className="mt-8 flex justify-between gap-3 border-t pt-6">
          <Button
            type="button"
            variant="outline"
            disabled={step === 0}
            onClick={() => goTo(step - 1)}
          >
            <ArrowLeftIcon aria-hidden="true" />
            Vorige
          </Button>
          {step < RESULT_STEP ? (
            <Button type="button" variant="zakat" onClick={() => goTo(step + 1)}>
              Volgende
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          ) : null}
        </nav>
      </div>
      {shownResult ? <PrintSummary input={input} result={shownResult} /> : null}
    </>
  );
}
