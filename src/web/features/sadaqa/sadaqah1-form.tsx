import { zodResolver } from "@hookform/resolvers/zod";
import { amountPresets, sadaqah1DonationSchema } from "@shared/schemas/donation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AmountPicker } from "@web/components/form/amount-picker";
import { Honeypot } from "@web/components/form/honeypot";
import { startDonation } from "@web/components/form/start-donation";
import { TextAreaField, TextField } from "@web/components/form/text-field";
import { toastFailure, toastInvalid } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";

type Input = z.input<typeof sadaqah1DonationSchema>;
type Output = z.output<typeof sadaqah1DonationSchema>;

const defaults: Input = { kind: "sadaqah1", email: "", amount: "10", message: "" };

/** /sadaqah1: e-mail, amount and message only (spec 01 §3, spec 02 §5). */
export function Sadaqah1Form() {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(sadaqah1DonationSchema),
    defaultValues: defaults,
  });
  const [round, setRound] = useState(0);
  const { isSubmitting, errors } = form.formState;

  async function onValid() {
    try {
      await startDonation(form.getValues(), () => {
        form.reset(defaults);
        setRound((r) => r + 1);
      });
    } catch (error) {
      toastFailure(error, {
        title: "Er is een fout opgetreden",
        description: "Probeer het later opnieuw.",
        useServerMessage: true,
      });
    }
  }

  return (
    <form
      noValidate
      aria-label="Sadaqah geven"
      className="relative grid gap-5"
      onSubmit={form.handleSubmit(onValid, (e) => toastInvalid(e))}
    >
      <Honeypot registration={form.register("website")} />
      <TextField
        form={form}
        id="sadaqah1-email"
        name="email"
        label="E-mailadres"
        required
        type="email"
        autoComplete="email"
      />
      <AmountPicker
        key={round}
        id="sadaqah1-amount"
        presets={amountPresets.sadaqa}
        value={String(form.watch("amount") ?? "")}
        onChange={(v) => form.setValue("amount", v, { shouldValidate: form.formState.isSubmitted })}
        error={errors.amount?.message}
      />
      <TextAreaField
        form={form}
        id="sadaqah1-message"
        name="message"
        label="Bericht (optioneel)"
        rows={3}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verwerken..." : "Geef sadaqah"}
      </Button>
    </form>
  );
}
