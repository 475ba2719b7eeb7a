import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  MANDATE_REASON,
  type MandateInfo,
  mandateConsentLabel,
  mandateText,
} from "@shared/mandate";
import type { MonthlyDonor, MonthlyDonorInput } from "@shared/schemas/monthly-donor";
import { site } from "@shared/site";
import { errorId, fieldA11y } from "@web/components/form/form-field";
import { api } from "@web/lib/api-client";

/**
 * The SEPA mandate above the monthly form's button: its text with the foundation's
 * creditor identifier (a setting of the server, so fetched), and the tick the donor must
 * set. Until the identifier arrives the rest of the text is already there.
 */
export function MandateConsent({
  form,
  amount,
}: {
  form: UseFormReturn<MonthlyDonorInput, unknown, MonthlyDonor>;
  /** "€ 15,00", or "het gekozen bedrag" before a choice. */
  amount: string;
}) {
  const [info, setInfo] = useState<MandateInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<MandateInfo>("/api/monthly-donors/mandate", { signal: controller.signal })
      .then(setInfo, () => undefined);
    return () => controller.abort();
  }, []);
  const creditorName = info?.creditorName ?? site.name;
  const error = form.formState.errors.mandateAccepted?.message;
  const id = "monthly-mandate";
  return (
    <fieldset className="space-y-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <legend className="px-1 font-semibold">Doorlopende machtiging</legend>
      {/* On a phone each name above its value: side by side the creditor ID would break. */}
      <dl className="grid gap-x-4 [overflow-wrap:anywhere] max-sm:[&>dd]:mb-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1">
        <dt className="text-muted-foreground">Naam incassant</dt>
        <dd>{creditorName}</dd>
        {info?.collection === "mollie" ? null : (
          <>
            <dt className="text-muted-foreground">Incassant-ID</dt>
            {/* One value: a break inside it would read as two. */}
            <dd className="whitespace-nowrap tabular-nums">{info?.creditorId ?? "…"}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Reden betaling</dt>
        <dd>{MANDATE_REASON}</dd>
      </dl>
      {info?.collection === "mollie" ? (
        <p className="text-muted-foreground">
          U betaalt de eerste maand met iDEAL; daarmee geeft u ook de machtiging voor de volgende
          maanden, die onze betaaldienst Mollie namens ons afschrijft.
        </p>
      ) : null}
      {mandateText(creditorName, amount).map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className="text-muted-foreground">
          {paragraph}
        </p>
      ))}
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          {...fieldA11y(id, error)}
          aria-required="true"
          {...form.register("mandateAccepted")}
        />
        <label htmlFor={id} className="font-medium">
          {mandateConsentLabel(creditorName)}
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id={errorId(id)} className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
