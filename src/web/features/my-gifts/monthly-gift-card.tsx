import { formatDateNl } from "@shared/intl";
import { formatCents } from "@shared/money";
import type { MonthlyGiftAction } from "@shared/schemas/monthly-gift";
import { mandateStatusLabels, perInterval } from "@shared/mandate";
import type { DonorMonthlyGift } from "@shared/schemas/my-gifts";
import { useEffect, useRef, useState } from "react";
import { FormField } from "@web/components/form/form-field";
import { FirstMonthRefunded, PayFirstMonthButton } from "@web/components/form/pay-first-month";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";

const ACTION_LABELS: Record<MonthlyGiftAction, string> = {
  pause: "Pauzeren",
  resume: "Hervatten",
  stop: "Stoppen",
};

/** The change the page sends; it answers when the server has applied it. */
export type GiftChange = { action: MonthlyGiftAction } | { amount: string };

/** One monthly gift: amount, status and next collection; pause, resume, stop, new amount. */
export function MonthlyGiftCard({
  gift,
  onChange,
}: {
  gift: DonorMonthlyGift;
  onChange: (change: GiftChange) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  // The question takes focus when it opens ('Ja, stoppen'), and gives it back to
  // 'Stoppen' when the donor says no: the pressed button has gone from the page.
  const stopButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirmStop) confirmButton.current?.focus();
    else if (asked.current) stopButton.current?.focus();
    asked.current = confirmStop;
  }, [confirmStop]);
  const [amount, setAmount] = useState("");
  const live = gift.status !== "cancelled";
  const per = perInterval[gift.intervalMonths];
  const amountId = `amount-${gift.id}`;

  async function send(change: GiftChange) {
    setBusy(true);
    const done = await onChange(change);
    setBusy(false);
    if (done) {
      setConfirmStop(false);
      setAmount("");
    }
  }

  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold">
          {`${gift.intervalMonths === 1 ? "Maandelijkse gift" : `Gift ${per}`} ${gift.mandateReference}`}
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>{`Bedrag ${per}`}</dt>
          <dd className="font-semibold">{formatCents(gift.amountCents)}</dd>
          <dt>Status</dt>
          <dd className="font-semibold">{mandateStatusLabels[gift.status]}</dd>
          <dt>Volgende afschrijving</dt>
          <dd>
            {gift.firstPayment === "failed"
              ? "Eerste betaling niet gelukt"
              : gift.firstPayment === "open"
                ? "Na de eerste betaling"
                : gift.firstPayment === "refunded"
                  ? "Geen: eerste maand terugbetaald"
                  : gift.nextCollection
                    ? formatDateNl(gift.nextCollection)
                    : "Geen"}
          </dd>
        </dl>
        {gift.firstPayment === "refunded" ? (
          <FirstMonthRefunded className="rounded-lg border bg-muted p-4" />
        ) : gift.firstPayment ? (
          <div className="space-y-3 rounded-lg border bg-muted p-4">
            <p>
              Uw eerste maand is nog niet betaald. Zodra u die met iDEAL betaalt, schrijft onze
              betaaldienst Mollie daarna elke maand af.
            </p>
            <PayFirstMonthButton
              url={`/api/mijn-giften/monthly-gifts/${encodeURIComponent(gift.id)}/first-payment`}
              body={{}}
            >
              Eerste maand betalen
            </PayFirstMonthButton>
          </div>
        ) : null}
        {live ? (
          <div className="flex flex-wrap gap-3">
            {gift.status === "active" ? (
              <Button variant="outline" disabled={busy} onClick={() => send({ action: "pause" })}>
                {ACTION_LABELS.pause}
              </Button>
            ) : (
              <Button disabled={busy} onClick={() => send({ action: "resume" })}>
                {ACTION_LABELS.resume}
              </Button>
            )}
            {confirmStop ? null : (
              <Button
                ref={stopButton}
                variant="outline"
                disabled={busy}
                onClick={() => setConfirmStop(true)}
              >
                {ACTION_LABELS.stop}
              </Button>
            )}
          </div>
        ) : (
          <p>Deze gift is gestopt. Bedankt voor uw steun.</p>
        )}
        {confirmStop ? (
          <div className="rounded-lg border p-4" role="alert">
            <p>
              {gift.intervalMonths === 1
                ? "Weet u zeker dat u uw maandelijkse gift wilt stoppen?"
                : `Weet u zeker dat u uw gift ${per} wilt stoppen?`}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Button
                ref={confirmButton}
                variant="urgent"
                disabled={busy}
                onClick={() => send({ action: "stop" })}
              >
                Ja, stoppen
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setConfirmStop(false)}>
                Nee, doorgaan
              </Button>
            </div>
          </div>
        ) : null}
        {live ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void send({ amount });
            }}
          >
            <FormField id={amountId} label={`Nieuw bedrag ${per} (€)`}>
              <Input
                id={amountId}
                inputMode="decimal"
                className="w-40"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="outline" disabled={busy || amount.trim() === ""}>
              Bedrag wijzigen
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
