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

export const MANDATE_REASON = "Maandelijkse gift";

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
