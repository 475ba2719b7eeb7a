import { lazy, Suspense, useEffect, useState } from "react";
import { Skeleton } from "@web/components/ui/skeleton";
import { ZakatLanding } from "./landing";
import { rememberStep, storedStep } from "./stored-draft";

// The wizard is only needed after Start: its code loads then, not with the landing page.
const ZakatWizard = lazy(() => import("./wizard"));

/** /zakaat: the prerendered landing page, and the client-rendered wizard after Start. */
export function ZakatPage() {
  const [started, setStarted] = useState(false);
  // After a reload mid-wizard, back to the step the user was on (read after hydration:
  // the prerendered HTML is the landing page).
  useEffect(() => {
    if (storedStep() !== null) setStarted(true);
  }, []);
  if (!started) {
    return (
      <ZakatLanding
        onStart={() => {
          window.scrollTo({ top: 0 });
          rememberStep(0);
          setStarted(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<WizardLoading />}>
      <ZakatWizard
        onExit={() => {
          window.scrollTo({ top: 0 });
          rememberStep(null);
          setStarted(false);
        }}
      />
    </Suspense>
  );
}

function WizardLoading() {
  return (
    <div className="page-container max-w-3xl py-10" aria-busy="true">
      <p className="sr-only" role="status">
        De calculator wordt geladen…
      </p>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="mt-6 h-3 w-full" />
      <Skeleton className="mt-10 h-64 w-full" />
    </div>
  );
}
