import { zodResolver } from "@hookform/resolvers/zod";
import { amountPresets, normalizeIban, stripPhone } from "@shared/form-input";
import type { MonthlyDonor, MonthlyDonorInput } from "@shared/schemas/monthly-donor";
import { AmountPicker } from "@web/components/form/amount-picker";
import { Honeypot } from "@web/components/form/honeypot";
import { EmailField, MessageField, PhoneField, TextField } from "@web/components/form/text-field";
import { toastOutcome } from "@web/components/form/toasts";
import { useAmountForm } from "@web/components/form/use-amount-form";
import { Button } from "@web/components/ui/button";
import { ApiError, api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PublicForm } from "@web/components/form/public-form";
import { parseEuroCents } from "@shared/amount";
import { formatCents } from "@shared/money";
import { useState } from "react";
import { MandateConsent } from "./mandate-consent";

const rules = lazyResolver<MonthlyDonorInput, MonthlyDonor>(() =>
  import("@shared/schemas/monthly-donor").then((m) => zodResolver(m.monthlyDonorSchema)),
);

const defaults: MonthlyDonorInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyName: "",
  iban: "",
  amount: "",
  message: "",
  mandateAccepted: false,
};

/** The amount as the mandate's text names it. */
function amountText(typed: string): string {
  const cents = typed ? parseEuroCents(typed) : null;
  return cents ? formatCents(cents) : "het gekozen bedrag";
}

/**
 * The monthly donor sign-up of /doneren, which is also the donor's SEPA mandate: the
 * confirmation shows the mandate's reference (docs/product/forms.md).
 */
export function MonthlyDonorForm() {
  const [reference, setReference] = useState<string | null>(null);
  const { form, round, onSubmit, amount, isSubmitting } = useAmountForm<
    MonthlyDonorInput,
    MonthlyDonor
  >({
    resolver: rules.resolver,
    defaults,
    toastId: "form:monthly",
    submit: async (values, clear, toastId) => {
      let answer: { mandateReference?: string; redirectUrl?: string };
      try {
        answer = await api.post("/api/monthly-donors", values);
      } catch (error) {
        // A gift of this donor already runs: the server says where to change it, and the
        // form keeps what was typed.
        if (error instanceof ApiError && error.status === 409) {
          toastOutcome(toastId, { kind: "error", title: error.title, description: error.message });
          return;
        }
        throw error;
      }
      // Collected by Mollie: the first month is paid now, on Mollie's page.
      if (answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      setReference(answer.mandateReference ?? null);
      // The donor also gets a confirmation e-mail: a second toast of the same outcome.
      toastOutcome(
        toastId,
        {
          kind: "success",
          title: "Aanmelding verzonden",
          description: answer.mandateReference
            ? `Bedankt voor uw aanmelding als maandelijkse donateur. Kenmerk van uw machtiging: ${answer.mandateReference}.`
            : "Bedankt voor uw aanmelding als maandelijkse donateur.",
        },
        {
          kind: "success",
          title: "Bevestigingsmail verzonden",
          description: "U ontvangt binnen enkele minuten een bevestiging per e-mail.",
        },
      );
      clear();
    },
    failure: {
      title: "Fout",
      description: "Er is een fout opgetreden bij het verzenden van uw aanmelding.",
    },
  });

  return (
    <PublicForm
      noValidate
      aria-label="Maandelijks doneren"
      className="relative grid gap-5"
      onSubmit={onSubmit}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <AmountPicker
        key={round}
        id="monthly-amount"
        label="Bedrag per maand"
        presets={amountPresets.monthly}
        ownAmount="disabled"
        {...amount}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          id="monthly-first"
          name="firstName"
          label="Voornaam"
          required
          autoComplete="given-name"
        />
        <TextField
          form={form}
          id="monthly-last"
          name="lastName"
          label="Achternaam"
          required
          autoComplete="family-name"
        />
        <EmailField form={form} id="monthly-email" />
        <PhoneField form={form} id="monthly-phone" transform={stripPhone} />
        <TextField
          form={form}
          id="monthly-company"
          name="companyName"
          label="Bedrijfsnaam (optioneel)"
          autoComplete="organization"
        />
        {/* As typed, the IBAN loses spaces and is upper-cased; the phone keeps
            only digits, +, -, spaces and brackets. */}
        <TextField
          form={form}
          id="monthly-iban"
          name="iban"
          label="IBAN"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="NL00BANK0123456789"
          transform={normalizeIban}
        />
      </div>
      <MessageField form={form} id="monthly-message" />
      <MandateConsent form={form} amount={amountText(amount.value)} />
      {reference ? (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
          {`Uw doorlopende machtiging is vastgelegd onder kenmerk ${reference}. U ontvangt de bevestiging per e-mail.`}
        </p>
      ) : null}
      <Button type="submit" size="lg" wrap className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verzenden..." : "Word maandelijkse donateur"}
      </Button>
    </PublicForm>
  );
}
