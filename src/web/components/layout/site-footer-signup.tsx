import { zodResolver } from "@hookform/resolvers/zod";
import { FOOTER_SIGNUP, SIGNUP_SENT } from "@shared/newsletter-consent";
import type { NewsletterSignup, NewsletterSignupInput } from "@shared/schemas/newsletter-signup";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorId, fieldA11y } from "@web/components/form/form-field";
import { Honeypot } from "@web/components/form/honeypot";
import { PublicForm } from "@web/components/form/public-form";
import { toastFailure, toastInvalid, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";

const rules = lazyResolver<NewsletterSignupInput, NewsletterSignup>(() =>
  import("@shared/schemas/newsletter-signup").then((m) => zodResolver(m.newsletterSignupSchema)),
);

const TOAST_ID = "form:newsletter";
const defaults: NewsletterSignupInput = { email: "" };

/**
 * The footer's newsletter sign-up (double opt-in): the visitor gets an e-mail with a
 * link and is a subscriber only once it is opened. Part of the footer's chunk, which loads
 * when the footer comes into view (docs/decisions/021): its name starts with
 * `site-footer`, which keeps it out of the `chrome` chunk every page loads first.
 */
export function FooterSignup({ headingClassName }: { headingClassName: string }) {
  const form = useForm<NewsletterSignupInput, unknown, NewsletterSignup>({
    resolver: rules.resolver,
    defaultValues: defaults,
  });
  const [sent, setSent] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const error = errors.email?.message;
  const id = "footer-newsletter-email";

  async function onValid() {
    try {
      await api.post("/api/newsletter/signup", form.getValues());
      toastOutcome(TOAST_ID, { kind: "success", ...SIGNUP_SENT });
      form.reset(defaults);
      setSent(true);
    } catch (failure) {
      toastFailure(failure, {
        form: TOAST_ID,
        title: "Aanmelden mislukt",
        description: "Er is een fout opgetreden. Probeer het later opnieuw.",
      });
    }
  }

  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className={headingClassName}>
        {FOOTER_SIGNUP.heading}
      </h2>
      <p className="max-w-md">{FOOTER_SIGNUP.text}</p>
      <PublicForm
        noValidate
        aria-label="Aanmelden voor de nieuwsbrief"
        className="relative mt-4 max-w-md"
        onSubmit={(event) => {
          // A new attempt: what the last one said no longer holds.
          setSent(false);
          return form.handleSubmit(onValid, (e) => toastInvalid(e, undefined, TOAST_ID))(event);
        }}
        {...rules.warmUp}
      >
        <Honeypot registration={form.register("website")} />
        <label htmlFor={id} className="mb-2 block font-medium">
          E-mailadres
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            {...fieldA11y(id, error)}
            type="email"
            autoComplete="email"
            onInput={() => setSent(false)}
            {...form.register("email")}
          />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? "Bezig..." : FOOTER_SIGNUP.button}
          </Button>
        </div>
        {error ? (
          <p id={errorId(id)} className="mt-2 font-medium text-hero-accent">
            {error}
          </p>
        ) : null}
        <p aria-live="polite" className="mt-2">
          {sent ? SIGNUP_SENT.description : null}
        </p>
      </PublicForm>
    </section>
  );
}
