import { formatCents } from "@shared/money";
import { paths } from "@shared/paths";
import type { MonthlyGift, MonthlyGiftAction } from "@shared/schemas/monthly-gift";
import { mandateStatusLabels } from "@shared/mandate";
import { HeartHandshakeIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Result } from "@web/components/content/result-card";
import { FirstMonthRefunded, PayFirstMonthButton } from "@web/components/form/pay-first-month";
import { Button } from "@web/components/ui/button";
import { api, messageOf } from "@web/lib/api-client";

const DONE: Record<MonthlyGiftAction, string> = {
  pause: "Uw maandelijkse gift is gepauzeerd.",
  resume: "Uw maandelijkse gift loopt weer.",
  stop: "Uw maandelijkse gift is gestopt. Er wordt niets meer afgeschreven.",
};

/**
 * /maandelijkse-gift?m=<id>&t=<token>: the link in every monthly-gift e-mail. The donor
 * sees the gift and pauses, resumes or stops it, without an account.
 */
export function MonthlyGiftPage() {
  const [params] = useSearchParams();
  const id = params.get("m") ?? "";
  const token = params.get("t") ?? "";
  const [gift, setGift] = useState<MonthlyGift | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);

  useEffect(() => {
    if (!id || !token) {
      setProblem("Deze link is ongeldig.");
      return;
    }
    api
      .get<MonthlyGift>(
        `/api/monthly-gifts/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
      )
      .then(setGift, (error) => setProblem(messageOf(error, "Deze link is ongeldig.")));
  }, [id, token]);

  async function act(action: MonthlyGiftAction) {
    setBusy(true);
    try {
      setGift(
        await api.post<MonthlyGift>(`/api/monthly-gifts/${encodeURIComponent(id)}`, {
          token,
          action,
        }),
      );
      setConfirmStop(false);
      toast.success("Gelukt", { description: DONE[action] });
    } catch (error) {
      toast.error("Fout", { description: messageOf(error, "Probeer het later opnieuw.") });
    } finally {
      setBusy(false);
    }
  }

  const icon = <HeartHandshakeIcon className="size-14 text-primary" aria-hidden="true" />;
  if (problem) {
    return (
      <Result icon={icon} title="Maandelijkse gift">
        <p>{problem}</p>
        <p className="mt-3">
          Neem{" "}
          <Link to={paths.contact} className="text-primary underline">
            contact
          </Link>{" "}
          met ons op als u uw gift wilt wijzigen.
        </p>
      </Result>
    );
  }
  return (
    <Result icon={icon} title="Uw maandelijkse gift">
      {gift ? (
        <>
          <dl className="mx-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-left text-base">
            <dt>Kenmerk</dt>
            <dd className="font-mono text-foreground">{gift.mandateReference}</dd>
            <dt>Bedrag per maand</dt>
            <dd className="text-foreground">{formatCents(gift.amountCents)}</dd>
            <dt>Status</dt>
            <dd className="font-semibold text-foreground">{mandateStatusLabels[gift.status]}</dd>
          </dl>
          {gift.firstPaymentDue ? (
            <div className="mt-6 rounded-lg border bg-muted p-4 text-base" role="status">
              <p>
                Uw eerste maand is nog niet betaald. Zodra u die met iDEAL betaalt, schrijft onze
                betaaldienst Mollie daarna elke maand af.
              </p>
              <div className="mt-3 flex justify-center">
                <PayFirstMonthButton
                  url={`/api/monthly-gifts/${encodeURIComponent(id)}/first-payment`}
                  body={{ token }}
                >
                  Eerste maand betalen
                </PayFirstMonthButton>
              </div>
            </div>
          ) : gift.firstMonthRefunded ? (
            <FirstMonthRefunded className="mt-6 rounded-lg border bg-muted p-4 text-base" />
          ) : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {gift.status === "active" ? (
              <Button variant="outline" disabled={busy} onClick={() => void act("pause")}>
                Pauzeren
              </Button>
            ) : null}
            {gift.status === "paused" ? (
              <Button disabled={busy} onClick={() => void act("resume")}>
                Hervatten
              </Button>
            ) : null}
            {gift.status !== "cancelled" && !confirmStop ? (
              <Button variant="outline" disabled={busy} onClick={() => setConfirmStop(true)}>
                Stoppen
              </Button>
            ) : null}
          </div>
          {confirmStop ? (
            <div className="mt-6 rounded-lg border p-4 text-base" role="alert">
              <p>Weet u zeker dat u uw maandelijkse gift wilt stoppen?</p>
              <div className="mt-3 flex justify-center gap-3">
                <Button variant="urgent" disabled={busy} onClick={() => void act("stop")}>
                  Ja, stoppen
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setConfirmStop(false)}>
                  Nee, doorgaan
                </Button>
              </div>
            </div>
          ) : null}
          {gift.status === "cancelled" ? (
            <p className="mt-6">Bedankt voor uw steun. U kunt altijd opnieuw maandelijks geven.</p>
          ) : null}
        </>
      ) : (
        <p>Uw gift wordt opgehaald…</p>
      )}
    </Result>
  );
}
