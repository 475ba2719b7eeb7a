import { zodResolver } from "@hookform/resolvers/zod";
import { volunteerDefaults } from "@shared/form-defaults";
import { VOLUNTEER_MISSING, VOLUNTEER_REQUIRED } from "@shared/form-input";
import type { Volunteer, VolunteerInput } from "@shared/schemas/volunteer";
import { type FieldErrors, useForm } from "react-hook-form";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { Honeypot } from "@web/components/form/honeypot";
import { toastFailure, toastInvalid, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PublicForm } from "@web/components/form/public-form";

const rules = lazyResolver<VolunteerInput, Volunteer>(() =>
  import("@shared/schemas/volunteer").then((m) => zodResolver(m.volunteerSchema)),
);

const TOAST_ID = "form:volunteer";

/**
 * Volunteer sign-up of /samenwerking and /drager-worden. The
 * original only toasted; we store and e-mail the application so none is lost.
 */
export function VolunteerForm() {
  const form = useForm<VolunteerInput, unknown, Volunteer>({
    resolver: rules.resolver,
    defaultValues: volunteerDefaults,
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof VolunteerInput) => errors[name]?.message;

  // Each empty required field says what is missing under it; the toast keeps the one
  // sentence 'Vereiste velden' / VOLUNTEER_REQUIRED for all of them.
  function onInvalid(invalid: FieldErrors<VolunteerInput>) {
    const missing = Object.entries(VOLUNTEER_MISSING).some(
      ([name, message]) => invalid[name as keyof VolunteerInput]?.message === message,
    );
    if (missing) {
      toastOutcome(TOAST_ID, {
        kind: "error",
        title: "Vereiste velden",
        description: VOLUNTEER_REQUIRED,
      });
    } else toastInvalid(invalid, undefined, TOAST_ID);
  }

  async function onValid() {
    try {
      await api.post("/api/volunteers", form.getValues());
      toastOutcome(TOAST_ID, {
        kind: "success",
        title: "Aanmelding verzonden!",
        description:
          "Bedankt voor uw interesse in vrijwilligerswerk. We nemen spoedig contact met u op.",
      });
      form.reset(volunteerDefaults);
    } catch (error) {
      toastFailure(error, {
        form: TOAST_ID,
        title: "Er is een fout opgetreden",
        description: "Probeer het later opnieuw.",
        useServerMessage: true,
      });
    }
  }

  return (
    <PublicForm
      noValidate
      aria-label="Aanmeldformulier vrijwilligers"
      className="relative space-y-5"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      {...rules.warmUp}
    >
      <Honeypot registration={form.register("website")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="volunteer-name" label="Naam" required error={err("name")}>
          <Input
            {...fieldA11y("volunteer-name", err("name"))}
            autoComplete="name"
            {...form.register("name")}
          />
        </FormField>
        <FormField id="volunteer-email" label="E-mailadres" required error={err("email")}>
          <Input
            {...fieldA11y("volunteer-email", err("email"))}
            type="email"
            autoComplete="email"
            {...form.register("email")}
          />
        </FormField>
        <FormField id="volunteer-phone" label="Telefoonnummer" error={err("phone")}>
          <Input
            {...fieldA11y("volunteer-phone", err("phone"))}
            type="tel"
            autoComplete="tel"
            {...form.register("phone")}
          />
        </FormField>
        <FormField id="volunteer-organization" label="Organisatie" error={err("organization")}>
          <Input
            {...fieldA11y("volunteer-organization", err("organization"))}
            autoComplete="organization"
            {...form.register("organization")}
          />
        </FormField>
      </div>
      <FormField id="volunteer-motivation" label="Motivatie" required error={err("motivation")}>
        <Textarea
          {...fieldA11y("volunteer-motivation", err("motivation"))}
          {...form.register("motivation")}
        />
      </FormField>
      <FormField id="volunteer-experience" label="Ervaring" error={err("experience")}>
        <Textarea
          rows={3}
          {...fieldA11y("volunteer-experience", err("experience"))}
          {...form.register("experience")}
        />
      </FormField>
      <FormField
        id="volunteer-network"
        label="Netwerk"
        error={err("network")}
        hint="Kent u mensen of organisaties die ons kunnen helpen?"
      >
        <Textarea
          rows={3}
          {...fieldA11y("volunteer-network", err("network"), true)}
          {...form.register("network")}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? "Verzenden..." : "Aanmelding versturen"}
      </Button>
    </PublicForm>
  );
}
