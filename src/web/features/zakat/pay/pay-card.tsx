import { formatEuro } from "@shared/money";
import { paths } from "@shared/paths";
import type { ZakatResult } from "@shared/zakat";
import { HandCoinsIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { DonorForm } from "./donor-form";

/** The pay card's two sub-states, intro and form (with Back). */
export function PayCard({ amount, result }: { amount: number; result: ZakatResult }) {
  const [mode, setMode] = useState<"intro" | "form">("intro");
  const introButton = useRef<HTMLButtonElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  // The button pressed is gone once the other sub-state shows: focus moves with it (to the
  // form's first field, or back to 'Gegevens invullen'), never to the top of the page.
  useEffect(() => {
    if (!switched.current) return;
    if (mode === "intro") introButton.current?.focus();
    else formArea.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [mode]);
  const show = (next: "intro" | "form") => {
    switched.current = true;
    setMode(next);
  };
  return (
    <section
      aria-labelledby="zakat-pay-title"
      className="rounded-card border-2 border-zakat/40 bg-zakat-soft/60 p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <HandCoinsIcon
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-zakat-soft-foreground"
        />
        <div>
          <h3 id="zakat-pay-title" className="text-lg font-semibold">
            Betaal uw zakaat direct
          </h3>
          <p className="mt-1 text-zakat-soft-foreground">
            Stichting Qamar brengt uw zakaat van{" "}
            <strong className="tabular-nums">{formatEuro(amount)}</strong> bij mensen die er recht
            op hebben. U ontvangt een bewijs van uw betaling per e-mail.
          </p>
        </div>
      </div>
      {mode === "intro" ? (
        <Button
          ref={introButton}
          type="button"
          variant="zakat"
          className="mt-4 w-full sm:w-auto"
          onClick={() => show("form")}
        >
          Gegevens invullen
        </Button>
      ) : (
        <div ref={formArea}>
          <DonorForm amount={amount} result={result} onBack={() => show("intro")} />
        </div>
      )}
    </section>
  );
}

/**
 * In the pay card's place when the zakat due is outside what one online donation can be
 * (€ 1 up to € 1.000.000): the API would refuse the payment, so the visitor is pointed to
 * the foundation instead of to a form that cannot succeed.
 */
export function PayElsewhereCard({ amount }: { amount: number }) {
  return (
    <section
      aria-labelledby="zakat-pay-title"
      className="rounded-card border-2 border-zakat/40 bg-zakat-soft/60 p-4 sm:p-6"
    >
      <h3 id="zakat-pay-title" className="text-lg font-semibold">
        Zakaat betalen
      </h3>
      <p className="mt-1 text-zakat-soft-foreground">
        Uw zakaat is <strong className="tabular-nums">{formatEuro(amount)}</strong>. Online betalen
        kan van € 1 tot € 1.000.000 per gift. Neem contact met ons op, dan helpen we u het bedrag
        over te maken.
      </p>
      <Button asChild variant="zakat" className="mt-4 w-full sm:w-auto">
        <Link to={paths.contact}>Contact opnemen</Link>
      </Button>
    </section>
  );
}
