import { z } from "../zod";
import { VOLUNTEER_REQUIRED } from "../form-input";
import { emailField, honeypot, optionalText, phoneField, requiredText } from "./fields";

/** Volunteer application, spec 02 §3/§5: name, e-mail and motivation required. */
export const volunteerSchema = z.object(
  {
    name: requiredText(100, VOLUNTEER_REQUIRED, "Naam mag maximaal 100 karakters lang zijn"),
    email: emailField({
      required: VOLUNTEER_REQUIRED,
      invalid: "Ongeldig e-mailadres",
      tooLong: "E-mailadres mag maximaal 255 karakters lang zijn",
    }),
    phone: phoneField(20),
    organization: optionalText(200, "Organisatie mag maximaal 200 karakters lang zijn"),
    motivation: requiredText(
      2000,
      VOLUNTEER_REQUIRED,
      "Motivatie mag maximaal 2000 karakters lang zijn",
    ),
    experience: optionalText(2000, "Ervaring mag maximaal 2000 karakters lang zijn"),
    network: optionalText(2000, "Netwerk mag maximaal 2000 karakters lang zijn"),
    website: honeypot,
  },
  { error: "Ongeldige invoer" },
);

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type Volunteer = z.output<typeof volunteerSchema>;
