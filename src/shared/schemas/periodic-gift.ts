import { dutchDay, dutchYear } from "../dutch-day";
import { z } from "../zod";
import { normalizeIban } from "../form-input";
import {
  DEBIT_SPLIT,
  DURATION_TOO_SHORT,
  directDebitTooLate,
  earliestDirectDebitYear,
  IBAN_FOR_DIRECT_DEBIT,
  MAX_DURATION_YEARS,
  MIN_DURATION_YEARS,
  paymentMethods,
  paymentRhythms,
  paymentsPerYear,
  periodicGiftStatuses,
  START_YEARS_AHEAD,
} from "../periodic-gift";
import {
  dutchPostcodeField,
  emailField,
  euroAmountToCents,
  honeypot,
  ibanField,
  isCalendarDay,
  requiredLine,
  searchTerm,
  text,
  wholeNumberField,
} from "./fields";

/**
 * A periodic gift agreement ('periodieke gift', /periodiek-schenken): the form and the API
 * parse this schema; the agreement itself is a PDF the donor prints, signs and sends back.
 */
const thisYear = () => dutchYear();

const BIRTH_DATE_INVALID = "Vul een geldige geboortedatum in";
const ADULT_ONLY = "U moet minimaal 18 jaar zijn om een periodieke gift vast te leggen";

/** YYYY-MM-DD of a real day, 18 or more years ago (an agreement needs an adult). */
const birthDateField = text(BIRTH_DATE_INVALID)
  .refine((v) => isCalendarDay(v) && v >= "1900-01-01", BIRTH_DATE_INVALID)
  .refine((v) => {
    const today = dutchDay();
    return v <= `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
  }, ADULT_ONLY);

export const periodicGiftSchema = z
  .object(
    {
      // Key order is the order of the form on screen: the first failing key is the toast.
      yearlyAmount: euroAmountToCents({
        required: "Vul het bedrag per jaar in",
        invalid: "Ongeldig bedrag",
      }),
      startYear: wholeNumberField("Kies het eerste jaar van de gift").refine(
        (y) => y >= thisYear() && y <= thisYear() + START_YEARS_AHEAD,
        "Kies als eerste jaar dit jaar of een van de komende drie jaren",
      ),
      durationYears: wholeNumberField("Vul de looptijd in jaren in")
        .refine((n) => n >= MIN_DURATION_YEARS, DURATION_TOO_SHORT)
        .refine((n) => n <= MAX_DURATION_YEARS, "De looptijd is maximaal 50 jaar"),
      rhythm: z.enum(paymentRhythms, { error: "Kies hoe vaak u betaalt" }),
      paymentMethod: z.enum(paymentMethods, { error: "Kies hoe u betaalt" }),
      // Only with direct debit: the object's rule below asks for it then.
      iban: z
        .string({ error: "Ongeldig IBAN formaat" })
        .nullish()
        .transform((v) => (v ? normalizeIban(v) : ""))
        .superRefine((v, ctx) => {
          const why = v === "" ? undefined : ibanField.safeParse(v).error?.issues[0]?.message;
          if (why) ctx.addIssue({ code: "custom", message: why });
        }),
      endsOnIncapacity: z.boolean({ error: "Ongeldige keuze" }).default(false),
      firstName: requiredLine(
        50,
        "Voornamen zijn verplicht",
        "Voornamen mogen maximaal 50 karakters lang zijn",
        "Voornamen mogen geen regeleinden bevatten",
      ),
      lastName: requiredLine(
        50,
        "Achternaam is verplicht",
        "Achternaam mag maximaal 50 karakters lang zijn",
        "Achternaam mag geen regeleinden bevatten",
      ),
      street: requiredLine(
        100,
        "Straat en huisnummer zijn verplicht",
        "Straat en huisnummer mogen maximaal 100 karakters lang zijn",
        "Straat en huisnummer mogen geen regeleinden bevatten",
      ),
      postalCode: dutchPostcodeField,
      city: requiredLine(
        60,
        "Woonplaats is verplicht",
        "Woonplaats mag maximaal 60 karakters lang zijn",
        "Woonplaats mag geen regeleinden bevatten",
      ),
      email: emailField({ invalid: "Ongeldig e-mailadres" }),
      birthDate: birthDateField,
      birthPlace: requiredLine(
        60,
        "Geboorteplaats is verplicht",
        "Geboorteplaats mag maximaal 60 karakters lang zijn",
        "Geboorteplaats mag geen regeleinden bevatten",
      ),
      website: honeypot,
    },
    { error: "Ongeldige invoer" },
  )
  .superRefine((gift, ctx) => {
    // A direct debit starts only in a year it can still collect in full: the agreement
    // has to come back signed, and the mandate gives 14 days' notice (decision 062).
    if (
      gift.paymentMethod === "direct-debit" &&
      gift.startYear < earliestDirectDebitYear(dutchDay())
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["startYear"],
        message: directDebitTooLate(gift.startYear),
      });
    }
    if (gift.paymentMethod === "direct-debit" && !gift.iban) {
      ctx.addIssue({ code: "custom", path: ["iban"], message: IBAN_FOR_DIRECT_DEBIT });
    }
    // Collected by a mandate of a twelfth, a quarter or half of the yearly amount (or all
    // of it): in whole cents.
    if (
      gift.paymentMethod === "direct-debit" &&
      gift.yearlyAmount % paymentsPerYear[gift.rhythm] !== 0
    ) {
      ctx.addIssue({ code: "custom", path: ["yearlyAmount"], message: DEBIT_SPLIT[gift.rhythm] });
    }
  });

export type PeriodicGiftInput = z.input<typeof periodicGiftSchema>;
export type PeriodicGift = z.output<typeof periodicGiftSchema>;

/** One agreement as the admin list and the donor's own page show it. */
const periodicGiftRowSchema = z.object({
  id: z.uuid(),
  transactionNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  yearlyAmountCents: z.number().int(),
  startYear: z.number().int(),
  durationYears: z.number().int(),
  rhythm: z.enum(paymentRhythms),
  paymentMethod: z.enum(paymentMethods),
  status: z.enum(periodicGiftStatuses),
  signedOn: z.string().nullable(),
  /** Signed, and a mandate in the bank's direct-debit file collects it. */
  inDirectDebitFile: z.boolean(),
  createdAt: z.string(),
});
export type PeriodicGiftRow = z.infer<typeof periodicGiftRowSchema>;

/**
 * An agreement in the admin's list: with, while it waits for its signature, what the
 * direct-debit file would not collect if it were marked signed today (null: nothing).
 */
export const adminPeriodicGiftRowSchema = periodicGiftRowSchema.extend({
  notCollectedIfSignedToday: z.string().nullable(),
});
export type AdminPeriodicGiftRow = z.infer<typeof adminPeriodicGiftRowSchema>;

/** The answer to marking an agreement signed, with what the file will not collect. */
export const markedSignedSchema = z.object({
  periodicGift: periodicGiftRowSchema,
  notCollected: z.string().nullable(),
});
export type MarkedSigned = z.infer<typeof markedSignedSchema>;

export const periodicGiftFilterSchema = z.object({
  search: searchTerm,
});
