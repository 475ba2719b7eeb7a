/**
 * A periodic gift ('periodieke gift'): a fixed yearly amount for at least five years,
 * fully deductible for the donor. The choices and their Dutch labels, free of zod so the
 * page can show them before the form's rules load (schemas/periodic-gift.ts).
 */
import { firstCollectionDate } from "./mandate";

export const MIN_DURATION_YEARS = 5;
export const MAX_DURATION_YEARS = 50;
/** The first year can be this year or one of the next few. */
export const START_YEARS_AHEAD = 3;

export const paymentRhythms = ["monthly", "quarterly", "half-yearly", "yearly"] as const;
export type PaymentRhythm = (typeof paymentRhythms)[number];
export const rhythmLabels: Record<PaymentRhythm, string> = {
  monthly: "Maandelijks",
  quarterly: "Per kwartaal",
  "half-yearly": "Per halfjaar",
  yearly: "Jaarlijks",
};
/** Payments a year for each rhythm. */
export const paymentsPerYear: Record<PaymentRhythm, number> = {
  monthly: 12,
  quarterly: 4,
  "half-yearly": 2,
  yearly: 1,
};

/** Months in one term of a direct debit: 1, 3, 6 or 12 (the mandate's interval). */
const termMonths = (rhythm: PaymentRhythm) => 12 / paymentsPerYear[rhythm];

/** The terms of its year before the one `month` (YYYY-MM) falls in: 0 in the first. */
export function termsBefore(month: string, rhythm: PaymentRhythm): number {
  return Math.floor((Number(month.slice(5, 7)) - 1) / termMonths(rhythm));
}

/**
 * Days the form counts for the agreement to come back signed and be recorded: printed,
 * signed, posted, and marked signed by the foundation (docs/decisions/062).
 */
export const AGREEMENT_RETURN_DAYS = 14;

/**
 * The first collection of a direct debit asked for on `today` (YYYY-MM-DD), when the
 * signed agreement is recorded AGREEMENT_RETURN_DAYS later: the mandate's first
 * collection date (the 1st of the first month at least 14 days after its signature).
 */
export function expectedFirstCollection(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + AGREEMENT_RETURN_DAYS);
  return firstCollectionDate(day.toISOString().slice(0, 10));
}

/**
 * The earliest first year of a direct debit asked for on `today`: this year while its
 * first collection can still fall in it (that collection also takes the year's terms
 * already past, so the year gets its whole amount), otherwise next year: an amount
 * collected in January counts for the year it is paid in, not for the year before.
 */
export function earliestDirectDebitYear(today: string): number {
  return Number(expectedFirstCollection(today).slice(0, 4));
}

/** Why a direct debit cannot start in `year` (this year, too late to collect in it). */
export const directDebitTooLate = (year: number) =>
  `Met automatische incasso kan ${year} niet meer het eerste jaar zijn: na het terugsturen van de ondertekende overeenkomst valt de eerste incasso pas in ${year + 1}, en het bedrag voor ${year} moet in ${year} zelf betaald worden. Kies als eerste jaar ${year + 1} of later, of kies Zelf overmaken.`;

export const paymentMethods = ["direct-debit", "transfer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  "direct-debit": "Automatische incasso",
  transfer: "Zelf overmaken",
};

/** 'verzonden ter ondertekening' until the signed agreement is back. */
export const periodicGiftStatuses = ["sent", "signed"] as const;
export type PeriodicGiftStatus = (typeof periodicGiftStatuses)[number];
export const periodicGiftStatusLabels: Record<PeriodicGiftStatus, string> = {
  sent: "Verzonden ter ondertekening",
  signed: "Ondertekend",
};

export const DURATION_TOO_SHORT = "De looptijd is minimaal 5 jaar";
export const IBAN_FOR_DIRECT_DEBIT = "Vul uw IBAN in voor de automatische incasso";
/**
 * A direct debit collects the yearly amount in equal parts of whole cents; what the form
 * says when it cannot (a yearly debit is one part, always whole).
 */
export const DEBIT_SPLIT = {
  monthly:
    "Kies bij maandelijkse incasso een jaarbedrag dat in twaalf gelijke delen kan (bijvoorbeeld € 120 of € 600)",
  quarterly:
    "Kies bij incasso per kwartaal een jaarbedrag dat in vier gelijke delen kan (bijvoorbeeld € 100 of € 600)",
  "half-yearly":
    "Kies bij incasso per halfjaar een jaarbedrag dat in twee gelijke delen kan (bijvoorbeeld € 100 of € 600)",
  yearly: "",
} as const satisfies Record<PaymentRhythm, string>;
