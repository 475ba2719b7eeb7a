import { z } from "../zod";
import { emailField, honeypot, phoneField, text } from "./fields";

const NAME_TOO_SHORT = "Naam moet minimaal 2 karakters lang zijn";
const MESSAGE_TOO_SHORT = "Bericht moet minimaal 10 karakters lang zijn";

/** Contact form (docs/product/forms.md). */
export const contactSchema = z.object(
  {
    name: text(NAME_TOO_SHORT)
      .min(2, NAME_TOO_SHORT)
      .max(100, "Naam mag maximaal 100 karakters lang zijn")
      // Letters with their accent and vowel marks (a decomposed 'é', Arabic harakat),
      // spaces (no tabs or line breaks), hyphens and apostrophes ('t Hart).
      .regex(
        /^[\p{L}\p{M}\p{Zs}'’-]+$/u,
        "Naam mag alleen letters, spaties, koppeltekens en apostroffen bevatten",
      ),
    email: emailField({
      invalid: "Ongeldig e-mailadres",
      tooLong: "E-mailadres mag maximaal 255 karakters lang zijn",
    }),
    phone: phoneField(20),
    message: text(MESSAGE_TOO_SHORT)
      .min(10, MESSAGE_TOO_SHORT)
      .max(2000, "Bericht mag maximaal 2000 karakters lang zijn"),
    website: honeypot,
  },
  { error: "Ongeldige invoer" },
);

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
