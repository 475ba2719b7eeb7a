import { z } from "../zod";
import { emailField, honeypot, text } from "./fields";

/** The footer's sign-up form and POST /api/newsletter/signup. */
export const newsletterSignupSchema = z.object(
  {
    email: emailField({
      required: "E-mailadres is verplicht",
      invalid: "Ongeldig e-mailadres",
    }),
    website: honeypot,
  },
  { error: "Ongeldige invoer" },
);
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

const INVALID_LINK = "Ongeldige bevestigingslink";

/** POST /api/newsletter/confirm: the id and token from the e-mail's link. */
export const newsletterConfirmSchema = z.object(
  {
    id: text(INVALID_LINK).min(1, INVALID_LINK).max(100, INVALID_LINK),
    token: text(INVALID_LINK).min(1, INVALID_LINK).max(200, INVALID_LINK),
  },
  { error: INVALID_LINK },
);

export const newsletterConfirmedSchema = z.object({ status: z.literal("confirmed") });
