import { formatCents } from "@shared/money";
import type { DemoCheckoutView } from "@shared/schemas/donation";
import { paths } from "@shared/paths";
import { FlaskConicalIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { api } from "@web/lib/api-client";

type Outcome = "paid" | "cancelled";

/**
 * The demo provider's checkout (PAYMENT_PROVIDER=demo, the default): says plainly that it
 * is a test and charges nothing. Both buttons call the demo webhook, the same status
 * path a real provider takes, then return like a provider would.
 */
export function DemoCheckout() {
  const [params] = useSearchParams();
  const id = params.get("donation") ?? "";
  const [view, setView] = useState<DemoCheckoutView | null | "missing">(null);
  const [busy, setBusy] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!id) return setView("missing");
    api
      .get<DemoCheckoutView>(`/api/payments/demo/${encodeURIComponent(id)}`)
      .then(setView)
      .catch(() => setView("missing"));
  }, [id]);

  async function finish(outcome: Outcome) {
    setBusy(outcome);
    try {
      await api.post("/api/payments/demo/webhook", { id, status: outcome });
      const target = outcome === "paid" ? paths.donationSuccess : paths.donationCancelled;
      window.location.assign(`${target}?session_id=${encodeURIComponent(id)}`);
    } catch {
      setBusy(null);
      toast.error("Er is een fout opgetreden", { description: "Probeer het later opnieuw." });
    }
  }

  return (
    <div className="page-container flex justify-center py-12 md:py-16">
      <div className="w-full max-w-lg overflow-hidden rounded-card border bg-card shadow-sm shadow-black/5">
        <div className="flex gap-3 border-b bg-muted p-5 text-foreground" role="note">
          <FlaskConicalIcon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-bold">Testbetaling: er wordt niets afgeschreven</p>
            <p className="mt-1 text-sm">
              Dit is de demo-betaalpagina van deze website. Er is geen bank of betaalprovider bij
              betrokken en u betaalt niets.
            </p>
          </div>
        </div>
        <div className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">Testbetaling afronden</h1>
          {view === null ? (
            <div className="mt-6 grid gap-3" aria-busy="true">
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-5 w-64" />
            </div>
          ) : view === "missing" ? (
            <p className="mt-4 text-muted-foreground">
              Deze betaling bestaat niet (meer).{" "}
              <Link to={paths.donate} className="font-semibold text-primary underline">
                Naar de donatiepagina
              </Link>
            </p>
          ) : (
            <>
              <dl className="mt-6 grid gap-2">
                <div className="flex justify-between gap-4 border-b pb-2">
                  <dt className="text-muted-foreground">Bedrag</dt>
                  <dd className="text-xl font-bold">{formatCents(view.amountCents)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">Omschrijving</dt>
                  <dd className="text-right font-medium break-words">{view.purpose}</dd>
                </div>
              </dl>
              {view.status === "pending" ? (
                <div className="mt-8 grid gap-3 sm:grid-cols-2">
                  <Button size="lg" wrap disabled={busy !== null} onClick={() => finish("paid")}>
                    {busy === "paid" ? "Verwerken..." : "Betalen"}
                  </Button>
                  <Button
                    size="lg"
                    wrap
                    variant="outline"
                    disabled={busy !== null}
                    onClick={() => finish("cancelled")}
                  >
                    {busy === "cancelled" ? "Verwerken..." : "Annuleren"}
                  </Button>
                </div>
              ) : (
                <p className="mt-6 rounded-card bg-muted p-4">
                  {view.status === "paid"
                    ? "Deze testbetaling is al betaald."
                    : "Deze testbetaling is al afgesloten."}{" "}
                  <Link to={paths.home} className="font-semibold text-primary underline">
                    Naar de homepagina
                  </Link>
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
