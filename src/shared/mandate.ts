/**
 * The SEPA mandate ('doorlopende machtiging') a monthly donor agrees to, in the wording of
 * the Dutch model form: shown on the form above the tick and repeated in the confirmation
 * e-mail with the mandate's reference and first collection date.
 */
interface MandateTerms {
  creditorName: string;
  creditorId: string;
}

/** What the form needs to show the mandate: the foundation as creditor, and who collects. */
export interface MandateInfo extends MandateTerms {
  /** 'bank': the foundation's own bank collects; 'mollie': Mollie does, after a first iDEAL payment. */
  collection: "bank" | "mollie";
}

/** A mandate is collected while active; paused skips months; cancelled ends it. */
export const mandateStatuses = ["active", "paused", "cancelled"] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** How a mandate's status reads (donor pages, admin, personal-data export). */
export const mandateStatusLabels = {
  active: "Actief",
  paused: "Gepauzeerd",
  cancelled: "Gestopt",
} as const satisfies Record<MandateStatus, string>;

/**
 * Months between two collections of a mandate: every month for a monthly gift; a periodic
 * gift agreement may be paid by the quarter, the half year or the year. A mandate is
 * collected once in each period of the calendar year (January to March, … for a quarter).
 */
export const mandateIntervals = [1, 3, 6, 12] as const;
export type MandateInterval = (typeof mandateIntervals)[number];

/** The amount's period, after the amount: "€ 30,00 per kwartaal". */
export const perInterval = {
  1: "per maand",
  3: "per kwartaal",
  6: "per halfjaar",
  12: "per jaar",
} as const satisfies Record<MandateInterval, string>;

/** The interval as a column or field value. */
export const intervalLabels = {
  1: "Maandelijks",
  3: "Per kwartaal",
  6: "Per halfjaar",
  12: "Jaarlijks",
} as const satisfies Record<MandateInterval, string>;

/** Whether two months (YYYY-MM) fall in the same collection period of `interval` months. */
export function samePeriod(a: string, b: string, interval: number): boolean {
  const index = (month: string) => Math.floor((Number(month.slice(5, 7)) - 1) / interval);
  return a.slice(0, 4) === b.slice(0, 4) && index(a) === index(b);
}

/** The first month (YYYY-MM) of the period after the one holding `month`. */
export function nextPeriod(month: string, interval: number): string {
  const year = Number(month.slice(0, 4));
  const start = Math.floor((Number(month.slice(5, 7)) - 1) / interval) * interval;
  return new Date(Date.UTC(year, start + interval, 1)).toISOString().slice(0, 7);
}

/** What a collection is, on the donor's bank statement and the yearly statement. */
export const collectionLabels = {
  1: "Maandelijkse gift",
  3: "Gift per kwartaal",
  6: "Gift per halfjaar",
  12: "Jaarlijkse gift",
} as const satisfies Record<MandateInterval, string>;

export const MANDATE_REASON = collectionLabels[1];

/** `amount`: "€ 15,00", or on the form before a choice "het gekozen bedrag". */
export function mandateText(creditorName: string, amount: string): string[] {
  return [
    `Door het vakje aan te vinken geeft u toestemming aan ${creditorName} om doorlopend incasso-opdrachten te sturen naar uw bank om maandelijks ${amount} van uw rekening af te schrijven, en aan uw bank om doorlopend maandelijks ${amount} van uw rekening af te schrijven overeenkomstig de opdracht van ${creditorName}.`,
    "Als u het niet eens bent met een afschrijving, kunt u deze laten terugboeken. Neem hiervoor binnen 8 weken na de afschrijving contact op met uw bank. Vraag uw bank naar de voorwaarden.",
  ];
}

export const mandateConsentLabel = (creditorName: string) =>
  `Ik geef ${creditorName} toestemming om elke maand het gekozen bedrag van mijn rekening af te schrijven (doorlopende machtiging).`;

export const MANDATE_REQUIRED = "Geef toestemming voor de maandelijkse afschrijving";

/** Every mandate is collected on this day of the month. */
export const COLLECTION_DAY = 1;

/**
 * The first collection day that leaves the donor at least 14 days' notice after signing:
 * the COLLECTION_DAY of the next month that far away. Days are YYYY-MM-DD.
 */
export function firstCollectionDate(signedOn: string): string {
  const [year, month, day] = signedOn.split("-").map(Number) as [number, number, number];
  const earliest = Date.UTC(year, month - 1, day + 14);
  let candidate = Date.UTC(year, month - 1, COLLECTION_DAY);
  while (candidate < earliest) {
    const d = new Date(candidate);
    candidate = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, COLLECTION_DAY);
  }
  return new Date(candidate).toISOString().slice(0, 10);
}
