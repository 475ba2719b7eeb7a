import { zodResolver } from "@hookform/resolvers/zod";
import { contactDefaults } from "@shared/form-defaults";
import type { Contact, ContactInput } from "@shared/schemas/contact";
import { useForm } from "react-hook-form";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { Honeypot } from "@web/components/form/honeypot";
import { toastFailure, toastInvalid, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PublicForm } from "@web/components/form/public-form";

const rules = lazyResolver<ContactInput, Contact>(() =>
  import("@shared/schemas/contact").then((m) => zodResolver(m.contactSchema)),
);

/** The form's toasts replace each other (see toastOutcome). */
const TOAST_ID = "form:contact";

/** Contact form of the home page (section 8; rules and toasts in docs/product/forms.md). */
export function ContactForm() {
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: rules.resolver,
    defaultValues: contactDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid() {
    try {
      await api.post("/api/contact", form.getValues());
      toastOutcome(TOAST_ID, {
        kind: "success",
        title: "Bericht verzonden!",
        description: "Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.",
      });
      form.reset(contactDefaults);
    } catch (error) {
      toastFailure(error, {
        form: TOAST_ID,
        title: "Fout bij verzenden",
        description:
          "Er is een fout opgetreden bij het verzenden van uw bericht. Probeer het opnieuw.",
      });
    }
  }

  return (
    <PublicForm
      noValidate
      aria-label="Contactformulier"
      className="relative space-y-5"
      onSubmit={form.handleSubmit(onValid, (e) => toastInvalid(e, undefined, TOAST_ID))}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <FormField id="contact-name" label="Naam" required error={errors.name?.message}>
        <Input
          {...fieldA11y("contact-name", errors.name?.message)}
          autoComplete="name"
          {...form.register("name")}
        />
      </FormField>
      <FormField id="contact-email" label="E-mailadres" required error={errors.email?.message}>
        <Input
          {...fieldA11y("contact-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="contact-phone"
        label="Telefoonnummer (optioneel)"
        error={errors.phone?.message}
      >
        <Input
          {...fieldA11y("contact-phone", errors.phone?.message)}
          type="tel"
          autoComplete="tel"
          {...form.register("phone")}
        />
      </FormField>
      <FormField id="contact-message" label="Bericht" required error={errors.message?.message}>
        <Textarea
          {...fieldA11y("contact-message", errors.message?.message)}
          rows={6}
          {...form.register("message")}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? "Verzenden..." : "Verstuur bericht"}
      </Button>
    </PublicForm>
  );
}
