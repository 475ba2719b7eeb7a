import { zodResolver } from "@hookform/resolvers/zod";
import { amountPresets } from "@shared/form-input";
import type { sadaqah1DonationSchema } from "@shared/schemas/donation";
import type { z } from "zod";
import { AmountPicker } from "@web/components/form/amount-picker";
import { Honeypot } from "@web/components/form/honeypot";
import { startDonation } from "@web/components/form/start-donation";
import { EmailField, MessageField } from "@web/components/form/text-field";
import { sadaqaInvalidTitle, useAmountForm } from "@web/components/form/use-amount-form";
import { Button } from "@web/components/ui/button";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PublicForm } from "@web/components/form/public-form";

type Input = z.input<typeof sadaqah1DonationSchema>;
type Output = z.output<typeof sadaqah1DonationSchema>;

const rules = lazyResolver<Input, Output>(() =>
  import("@shared/schemas/donation").then((m) => zodResolver(m.sadaqah1DonationSchema)),
);
const defaults: Input = { kind: "sadaqah1", email: "", amount: "10", message: "" };

/** /sadaqah1: e-mail, amount and message only. */
export function Sadaqah1Form() {
  const { form, round, onSubmit, amount, isSubmitting } = useAmountForm<Input, Output>({
    resolver: rules.resolver,
    defaults,
    submit: startDonation,
    toastId: "form:sadaqah1",
    invalidTitle: sadaqaInvalidTitle,
    failure: {
      title: "Er is een fout opgetreden",
      description: "Probeer het later opnieuw.",
      useServerMessage: true,
    },
  });

  return (
    <PublicForm
      noValidate
      aria-label="Sadaqah geven"
      className="relative grid gap-5"
      onSubmit={onSubmit}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <EmailField form={form} id="sadaqah1-email" />
      <AmountPicker key={round} id="sadaqah1-amount" presets={amountPresets.sadaqa} {...amount} />
      <MessageField form={form} id="sadaqah1-message" />
      <Button type="submit" size="lg" wrap className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verwerken..." : "Geef sadaqah"}
      </Button>
    </PublicForm>
  );
}
