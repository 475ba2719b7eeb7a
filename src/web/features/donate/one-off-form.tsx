import { zodResolver } from "@hookform/resolvers/zod";
import { amountPresets, destinationLabels, destinations } from "@shared/form-input";
import type { oneOffDonationSchema } from "@shared/schemas/donation";
import type { z } from "zod";
import { AmountPicker } from "@web/components/form/amount-picker";
import { Honeypot } from "@web/components/form/honeypot";
import { SelectField } from "@web/components/form/select-field";
import { startDonation } from "@web/components/form/start-donation";
import { EmailField, MessageField, PhoneField, TextField } from "@web/components/form/text-field";
import { useAmountForm } from "@web/components/form/use-amount-form";
import { NewsletterBox } from "@web/components/form/newsletter-box";
import { Button } from "@web/components/ui/button";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PublicForm } from "@web/components/form/public-form";

type Input = z.input<typeof oneOffDonationSchema>;
type Output = z.output<typeof oneOffDonationSchema>;

// The embedded form's default purpose is Winterhulp Gaza.
const defaults: Input = {
  kind: "one-off",
  name: "",
  email: "",
  phone: "",
  address: "",
  postalCode: "",
  city: "",
  country: "Nederland",
  destination: "winterhulp",
  amount: "",
  message: "",
  newsletter: false,
};
const rules = lazyResolver<Input, Output>(() =>
  import("@shared/schemas/donation").then((m) => zodResolver(m.oneOffDonationSchema)),
);
const destinationOptions = destinations.map((value) => ({
  value,
  label: destinationLabels[value],
}));

/** The one-off donation form of /doneren. */
export function OneOffForm() {
  const { form, round, onSubmit, amount, isSubmitting } = useAmountForm<Input, Output>({
    resolver: rules.resolver,
    defaults,
    submit: startDonation,
    toastId: "form:one-off",
    failure: {
      title: "Fout",
      description: "Er ging iets mis. Probeer later opnieuw.",
      useServerMessage: true,
    },
  });

  const field = { form, required: false } as const;
  return (
    <PublicForm
      noValidate
      aria-label="Eenmalig doneren"
      className="relative grid gap-5"
      onSubmit={onSubmit}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <AmountPicker key={round} id="oneoff-amount" presets={amountPresets.oneOff} {...amount} />
      <SelectField
        form={form}
        id="oneoff-destination"
        name="destination"
        label="Bestemming"
        required
        options={destinationOptions}
        placeholder="Kies een bestemming"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field}
          id="oneoff-name"
          name="name"
          label="Naam (optioneel)"
          autoComplete="name"
        />
        <EmailField {...field} id="oneoff-email" />
        <PhoneField {...field} id="oneoff-phone" label="Telefoonnummer" />
        <TextField
          {...field}
          id="oneoff-address"
          name="address"
          label="Adres"
          autoComplete="street-address"
        />
        <TextField
          {...field}
          id="oneoff-postal"
          name="postalCode"
          label="Postcode"
          autoComplete="postal-code"
        />
        <TextField
          {...field}
          id="oneoff-city"
          name="city"
          label="Plaats"
          autoComplete="address-level2"
        />
        <TextField
          {...field}
          id="oneoff-country"
          name="country"
          label="Land"
          autoComplete="country-name"
        />
      </div>
      <MessageField {...field} id="oneoff-message" />
      <NewsletterBox id="oneoff-newsletter" input={form.register("newsletter")} />
      <Button type="submit" size="lg" wrap className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Verwerken..." : "Doneer nu"}
      </Button>
    </PublicForm>
  );
}
