import { zodResolver } from "@hookform/resolvers/zod";
import type { emergencyDonationSchema } from "@shared/schemas/donation";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@web/components/ui/button";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { AmountPicker } from "./amount-picker";
import { Honeypot } from "./honeypot";
import { NewsletterBox } from "./newsletter-box";
import { startDonation } from "./start-donation";
import { EmailField, MessageField, PhoneField, TextField } from "./text-field";
import { sadaqaInvalidTitle, useAmountForm } from "./use-amount-form";
import { PublicForm } from "./public-form";

type Kind = "emergency" | "sadaqa";
type Input = Omit<z.input<typeof emergencyDonationSchema>, "kind"> & { kind: Kind };
type Output = z.output<typeof emergencyDonationSchema>;
type Schemas = typeof import("@shared/schemas/donation");
// The two schemas differ only in `kind`.
const rulesOf = (
  pick: (m: Schemas) => Schemas["emergencyDonationSchema" | "sadaqaDonationSchema"],
) =>
  lazyResolver<Input, Output>(() =>
    import("@shared/schemas/donation").then(
      (m) => zodResolver(pick(m)) as unknown as Resolver<Input, unknown, Output>,
    ),
  );
const rules = {
  emergency: rulesOf((m) => m.emergencyDonationSchema),
  sadaqa: rulesOf((m) => m.sadaqaDonationSchema),
};

/**
 * The emergency-aid (/noodhulp) and Friday sadaqa (/djumua-sadaqa) forms: the same fields
 * and rules, their own presets, default and failure toast.
 */
export function NamedDonationForm({
  kind,
  presets,
  defaultAmount,
  submitLabel,
  useServerMessage,
}: {
  kind: Kind;
  presets: readonly number[];
  defaultAmount: number;
  submitLabel: string;
  /** The Friday form shows the server's message, the emergency form never. */
  useServerMessage: boolean;
}) {
  const defaults: Input = {
    kind,
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    amount: String(defaultAmount),
    message: "",
    newsletter: false,
  };
  const { form, round, onSubmit, amount, isSubmitting } = useAmountForm<Input, Output>({
    resolver: rules[kind].resolver,
    defaults,
    submit: startDonation,
    toastId: `form:${kind}`,
    invalidTitle: sadaqaInvalidTitle,
    failure: {
      title: "Er is een fout opgetreden",
      description: "Probeer het later opnieuw.",
      useServerMessage,
    },
  });
  const id = (name: string) => `${kind}-${name}`;

  return (
    <PublicForm
      noValidate
      aria-label={submitLabel}
      className="relative grid gap-5"
      onSubmit={onSubmit}
      {...rules[kind].warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <AmountPicker key={round} id={id("amount")} presets={presets} {...amount} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          id={id("first")}
          name="firstName"
          label="Voornaam"
          required
          autoComplete="given-name"
        />
        <TextField
          form={form}
          id={id("last")}
          name="lastName"
          label="Achternaam"
          required
          autoComplete="family-name"
        />
        <EmailField form={form} id={id("email")} />
        <PhoneField form={form} id={id("phone")} />
      </div>
      <MessageField form={form} id={id("message")} />
      <NewsletterBox id={id("newsletter")} input={form.register("newsletter")} />
      <Button
        type="submit"
        size="lg"
        wrap
        variant={kind === "emergency" ? "urgent" : "default"}
        className="w-full"
        disabled={isSubmitting}
      >
        {isSubmitting ? "Verwerken..." : submitLabel}
      </Button>
    </PublicForm>
  );
}
