import { zodResolver } from "@hookform/resolvers/zod";
import { parseEuroCents } from "@shared/amount";
import { dutchDay } from "@shared/dutch-day";
import { formatDateNl } from "@shared/intl";
import { normalizeIban } from "@shared/form-input";
import { formatCents } from "@shared/money";
import {
  AGREEMENT_RETURN_DAYS,
  earliestDirectDebitYear,
  expectedFirstCollection,
  type PaymentRhythm,
  paymentMethodLabels,
  paymentsPerYear,
  rhythmLabels,
  START_YEARS_AHEAD,
  termsBefore,
} from "@shared/periodic-gift";
import type { PeriodicGift, PeriodicGiftInput } from "@shared/schemas/periodic-gift";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Honeypot } from "@web/components/form/honeypot";
import { PublicForm } from "@web/components/form/public-form";
import { SelectField } from "@web/components/form/select-field";
import { EmailField, TextField } from "@web/components/form/text-field";
import { toastFailure, toastInvalid, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";

const rules = lazyResolver<PeriodicGiftInput, PeriodicGift>(() =>
  import("@shared/schemas/periodic-gift").then((m) => zodResolver(m.periodicGiftSchema)),
);

const TOAST_ID = "form:periodic-gift";

const options = <K extends string>(labels: Record<K, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

function defaults(): PeriodicGiftInput {
  return {
    yearlyAmount: "",
    startYear: dutchDay().slice(0, 4),
    durationYears: "5",
    rhythm: "monthly",
    paymentMethod: "transfer",
    iban: "",
    endsOnIncapacity: false,
    firstName: "",
    lastName: "",
    street: "",
    postalCode: "",
    city: "",
    email: "",
    birthDate: "",
    birthPlace: "",
  };
}

/** "€ 50,00 per termijn" for the amount and rhythm chosen so far. */
function perPayment(amount: unknown, rhythm: unknown): string | undefined {
  const cents = typeof amount === "string" && amount ? parseEuroCents(amount) : null;
  const times = paymentsPerYear[rhythm as keyof typeof paymentsPerYear];
  if (!cents || !times) return undefined;
  return `Dat is ${formatCents(Math.round(cents / times))} per termijn.`;
}

/**
 * What the first year means for a direct debit asked for `today` (decision 062): the
 * earliest year it can collect in full, and when its first collection takes the terms of
 * the year already past (the first collection a donor returning the agreement in time
 * can expect). Nothing for a transfer: the donor pays the year in that year.
 */
function startYearHint(
  today: string,
  chosen: number,
  rhythm: PaymentRhythm,
  amount: unknown,
): string | undefined {
  const year = Number(today.slice(0, 4));
  const earliest = earliestDirectDebitYear(today);
  const first = expectedFirstCollection(today);
  const lines: string[] = [];
  if (earliest > year) {
    lines.push(
      `Met automatische incasso is ${earliest} het eerste jaar dat kan: na het terugsturen van de ondertekende overeenkomst en 14 dagen aankondiging valt de eerste incasso pas in ${earliest}. Wilt u al in ${year} geven, kies dan Zelf overmaken.`,
    );
  }
  const past = termsBefore(first.slice(0, 7), rhythm);
  if (chosen === Number(first.slice(0, 4)) && past > 0) {
    const cents = typeof amount === "string" && amount ? parseEuroCents(amount) : null;
    const term = cents ? cents / paymentsPerYear[rhythm] : null;
    const together =
      term !== null && Number.isInteger(term)
        ? `: ${past + 1} termijnen, samen ${formatCents(term * (past + 1))}`
        : "";
    lines.push(
      `Stuurt u de ondertekende overeenkomst binnen ${AGREEMENT_RETURN_DAYS} dagen terug, dan is de eerste incasso op ${formatDateNl(first)}. Die schrijft ook de termijnen van ${chosen} af die dan al voorbij zijn${together}, zodat u in ${chosen} het hele jaarbedrag geeft.`,
    );
  }
  return lines.length > 0 ? lines.join(" ") : undefined;
}

/** The periodic gift agreement of /periodiek-schenken (docs/product/periodic-gifts.md). */
export function PeriodicGiftForm() {
  const form = useForm<PeriodicGiftInput, unknown, PeriodicGift>({
    resolver: rules.resolver,
    defaultValues: defaults(),
  });
  const [number, setNumber] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const [amount, rhythm, method, startYear] = form.watch([
    "yearlyAmount",
    "rhythm",
    "paymentMethod",
    "startYear",
  ]);
  const today = dutchDay();
  const year = Number(today.slice(0, 4));
  // A direct debit is offered only the years it can collect in full (decision 062).
  const directDebit = method === "direct-debit";
  const earliest = directDebit ? earliestDirectDebitYear(today) : year;
  const years = Array.from({ length: year + START_YEARS_AHEAD - earliest + 1 }, (_, i) =>
    String(earliest + i),
  );
  // A year chosen before it became too late stays visible, with the rules' message.
  if (Number(startYear) >= year && Number(startYear) < earliest) years.unshift(String(startYear));
  // Choosing direct debit moves a year it cannot collect in full to the first it can.
  useEffect(() => {
    const changes = form.watch((values, { name }) => {
      if (name !== "paymentMethod" || values.paymentMethod !== "direct-debit") return;
      const first = earliestDirectDebitYear(dutchDay());
      if (Number(values.startYear) < first) form.setValue("startYear", String(first));
    });
    return () => changes.unsubscribe();
  }, [form]);

  async function onValid() {
    try {
      const answer = await api.post<{ transactionNumber?: string }>(
        "/api/periodic-gifts",
        form.getValues(),
      );
      setNumber(answer.transactionNumber ?? null);
      toastOutcome(
        TOAST_ID,
        {
          kind: "success",
          title: "Overeenkomst aangevraagd",
          description: answer.transactionNumber
            ? `Uw transactienummer is ${answer.transactionNumber}.`
            : "Bedankt voor uw periodieke gift.",
        },
        {
          kind: "success",
          title: "Overeenkomst verzonden",
          description: "U ontvangt de overeenkomst binnen enkele minuten per e-mail.",
        },
      );
      form.reset(defaults());
    } catch (error) {
      toastFailure(error, {
        form: TOAST_ID,
        title: "Fout",
        description: "Er is een fout opgetreden bij het verzenden. Probeer het opnieuw.",
      });
    }
  }

  return (
    <PublicForm
      noValidate
      aria-label="Overeenkomst periodieke gift"
      className="relative grid gap-5"
      onSubmit={form.handleSubmit(onValid, (e) => toastInvalid(e, undefined, TOAST_ID))}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">Uw gift</legend>
        <TextField
          form={form}
          id="periodic-amount"
          name="yearlyAmount"
          label="Bedrag per jaar (€)"
          required
          inputMode="decimal"
          autoComplete="off"
          hint={perPayment(amount, rhythm)}
        />
        <SelectField
          form={form}
          id="periodic-start"
          name="startYear"
          label="Eerste jaar"
          required
          options={years.map((y) => ({ value: y, label: y }))}
          hint={
            directDebit
              ? startYearHint(today, Number(startYear), rhythm as PaymentRhythm, amount)
              : undefined
          }
        />
        <TextField
          form={form}
          id="periodic-duration"
          name="durationYears"
          label="Looptijd in jaren (minimaal 5)"
          required
          type="number"
          min={5}
          max={50}
          inputMode="numeric"
        />
        <SelectField
          form={form}
          id="periodic-rhythm"
          name="rhythm"
          label="Hoe vaak betaalt u?"
          required
          options={options(rhythmLabels)}
        />
        <SelectField
          form={form}
          id="periodic-method"
          name="paymentMethod"
          label="Hoe betaalt u?"
          required
          options={options(paymentMethodLabels)}
        />
        {method === "direct-debit" ? (
          <TextField
            form={form}
            id="periodic-iban"
            name="iban"
            label="IBAN"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="NL00BANK0123456789"
            transform={normalizeIban}
          />
        ) : null}
      </fieldset>
      <label
        htmlFor="periodic-incapacity"
        className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-sm"
      >
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          id="periodic-incapacity"
          {...form.register("endsOnIncapacity")}
        />
        <span>De gift stopt ook als ik arbeidsongeschikt of onvrijwillig werkloos word.</span>
      </label>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">Uw gegevens</legend>
        <TextField
          form={form}
          id="periodic-first"
          name="firstName"
          label="Voornamen"
          required
          autoComplete="given-name"
        />
        <TextField
          form={form}
          id="periodic-last"
          name="lastName"
          label="Achternaam"
          required
          autoComplete="family-name"
        />
        <TextField
          form={form}
          id="periodic-street"
          name="street"
          label="Straat en huisnummer"
          required
          autoComplete="street-address"
        />
        <TextField
          form={form}
          id="periodic-postcode"
          name="postalCode"
          label="Postcode"
          required
          autoComplete="postal-code"
          placeholder="1234 AB"
        />
        <TextField
          form={form}
          id="periodic-city"
          name="city"
          label="Woonplaats"
          required
          autoComplete="address-level2"
        />
        <EmailField form={form} id="periodic-email" />
        <TextField
          form={form}
          id="periodic-birth-date"
          name="birthDate"
          label="Geboortedatum"
          required
          type="date"
          autoComplete="bday"
        />
        <TextField
          form={form}
          id="periodic-birth-place"
          name="birthPlace"
          label="Geboorteplaats"
          required
        />
      </fieldset>
      {number ? (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
          {`Uw overeenkomst is aangevraagd met transactienummer ${number}. U ontvangt haar per e-mail om te printen, te ondertekenen en terug te sturen.`}
        </p>
      ) : null}
      <Button type="submit" size="lg" wrap className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verzenden..." : "Overeenkomst aanvragen"}
      </Button>
    </PublicForm>
  );
}
