import { z } from "../zod";
import { VOLUNTEER_MISSING } from "../form-input";
import {
  emailField,
  honeypot,
  optionalLine,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
} from "./fields";

/**
 * Volunteer application: name, e-mail and motivation required, each with its own message
 * under the field; the form's toast gathers them in one sentence (VOLUNTEER_REQUIRED).
 */
export const volunteerSchema = z.object(
  {
    name: requiredLine(
      100,
      VOLUNTEER_MISSING.name,
      "Naam mag maximaal 100 karakters lang zijn",
      "Naam mag geen regeleinden bevatten",
    ),
    email: emailField({
      required: VOLUNTEER_MISSING.email,
      invalid: "Ongeldig e-mailadres",
      tooLong: "E-mailadres mag maximaal 255 karakters lang zijn",
    }),
    phone: phoneField(20),
    organization: optionalLine(
      200,
      "Organisatie mag maximaal 200 karakters lang zijn",
      "Organisatie mag geen regeleinden bevatten",
    ),
    motivation: requiredText(
      2000,
      VOLUNTEER_MISSING.motivation,
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
