/**
 * A periodic gift ('periodieke gift'): a fixed yearly amount for at least five years,
 * fully deductible for the donor. The choices and their Dutch labels, free of zod so the
 * page can show them before the form's rules load (schemas/periodic-gift.ts).
 */

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
