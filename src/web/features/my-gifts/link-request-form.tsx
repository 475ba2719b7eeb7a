import { zodResolver } from "@hookform/resolvers/zod";
import type { MyGiftsLinkRequest } from "@shared/schemas/my-gifts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { Honeypot } from "@web/components/form/honeypot";
import { PublicForm } from "@web/components/form/public-form";
import { toastFailure, toastInvalid, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";

const rules = lazyResolver<MyGiftsLinkRequest, MyGiftsLinkRequest>(() =>
  import("@shared/schemas/my-gifts").then((m) => zodResolver(m.myGiftsLinkRequestSchema)),
);

const TOAST_ID = "form:my-gifts";
const defaults: MyGiftsLinkRequest = { email: "" };

/** The donor asks for a sign-in link; the answer is the same for every address. */
export function LinkRequestForm() {
  const form = useForm<MyGiftsLinkRequest, unknown, MyGiftsLinkRequest>({
    resolver: rules.resolver,
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);

  async function onValid() {
    try {
      const { message } = await api.post<{ message: string }>(
        "/api/mijn-giften/link",
        form.getValues(),
      );
      setSent(message);
      toastOutcome(TOAST_ID, {
        kind: "success",
        title: "Aanvraag ontvangen",
        description: message,
      });
    } catch (error) {
      toastFailure(error, {
        form: TOAST_ID,
        title: "Fout bij aanvragen",
        description: "De link kon niet worden aangevraagd. Probeer het opnieuw.",
      });
    }
  }

  return (
    <PublicForm
      noValidate
      aria-label="Link naar Mijn giften aanvragen"
      className="relative space-y-5"
      onSubmit={form.handleSubmit(onValid, (e) => toastInvalid(e, undefined, TOAST_ID))}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <FormField id="my-gifts-email" label="E-mailadres" required error={errors.email?.message}>
        <Input
          {...fieldA11y("my-gifts-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? "Versturen..." : "Stuur mij een link"}
      </Button>
      <p role="status" className="text-base">
        {sent}
      </p>
    </PublicForm>
  );
}
