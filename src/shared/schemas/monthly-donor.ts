import { z } from "../zod";
import { stripPhone } from "../form-input";
import { MANDATE_REQUIRED } from "../mandate";
import {
  emailField,
  euroAmountToCents,
  honeypot,
  ibanField,
  optionalLine,
  optionalText,
  requiredLine,
  text,
} from "./fields";

const PHONE_INVALID = "Ongeldig telefoonnummer format";

/** Monthly donor sign-up (/doneren). */
export const monthlyDonorSchema = z.object(
  {
    // Key order is the order of the form on screen: the first failing key is the toast.
    amount: euroAmountToCents({ required: "Selecteer een bedrag", invalid: "Ongeldig bedrag" }),
    firstName: requiredLine(
      50,
      "Voornaam is verplicht",
      "Voornaam mag maximaal 50 karakters lang zijn",
      "Voornaam mag geen regeleinden bevatten",
    ),
    lastName: requiredLine(
      50,
      "Achternaam is verplicht",
      "Achternaam mag maximaal 50 karakters lang zijn",
      "Achternaam mag geen regeleinden bevatten",
    ),
    email: emailField({ invalid: "Ongeldig e-mailadres" }),
    // The input drops other characters as the user types; the API does too.
    phone: text(PHONE_INVALID)
      .transform(stripPhone)
      .pipe(z.string().trim().max(20, "Telefoonnummer mag maximaal 20 karakters lang zijn"))
      .nullish()
      .transform((v) => (v ? v : undefined)),
    companyName: optionalLine(
      100,
      "Bedrijfsnaam mag maximaal 100 karakters lang zijn",
      "Bedrijfsnaam mag geen regeleinden bevatten",
    ),
    iban: ibanField,
    message: optionalText(500, "Bericht moet minder dan 500 karakters zijn"),
    // The SEPA mandate: the form shows its text and the donor ticks that they agree.
    mandateAccepted: z
      .boolean({ error: MANDATE_REQUIRED })
      .refine((accepted) => accepted, MANDATE_REQUIRED),
    website: honeypot,
  },
  { error: "Ongeldige invoer" },
);

export type MonthlyDonorInput = z.input<typeof monthlyDonorSchema>;
export type MonthlyDonor = z.output<typeof monthlyDonorSchema>;
