/**
 * How long the foundation keeps each kind of personal data, in the words of the privacy
 * page (/avg). The server's register of personal data (src/server/personal-data.ts)
 * gives every table its rules by pointing at these terms, and the daily retention job
 * computes its cut-off from `months`: the page and the job read the same numbers.
 */
export interface RetentionTerm {
  /** What is kept, as the page names it. */
  subject: string;
  /**
   * The term in calendar months, counted from the moment `text` names; 0: at once, at the
   * next daily run; null: no fixed term (kept while in use, removed on request).
   */
  months: number | null;
  /** From when the term counts and what happens after it. */
  text: string;
  /** What the job does after the term: delete the record, or keep it without the person. */
  action: "delete" | "anonymise" | "none";
}

export const retentionTerms = {
  donations: {
    subject: "Donaties",
    months: 84,
    text: "na de donatie, omdat de fiscale bewaarplicht dat vereist. Daarna verwijderen we naam, e-mailadres, telefoonnummer en adres; alleen bedrag, bestemming en datum blijven bewaard.",
    action: "anonymise",
  },
  monthlyCollected: {
    subject: "Maandelijkse giften en uw IBAN",
    months: 84,
    text: "na de laatste afschrijving van een beëindigde gift (fiscale bewaarplicht). Daarna verwijderen we naam, contactgegevens en IBAN; bedrag en data blijven bewaard.",
    action: "anonymise",
  },
  monthlyNeverCollected: {
    subject: "Machtigingen waarvan nooit is afgeschreven",
    months: 13,
    text: "na het ondertekenen (bij een periodieke gift: na 1 januari van het eerste jaar van de gift); dan verwijderen we de machtiging met al uw gegevens.",
    action: "delete",
  },
  sepaFiles: {
    subject: "Incassobestanden voor de bank (met naam en IBAN)",
    months: 84,
    text: "na de incassodatum (fiscale bewaarplicht), daarna verwijderd.",
    action: "delete",
  },
  periodicGifts: {
    subject: "Overeenkomsten voor een periodieke gift (met adres, geboortedatum en IBAN)",
    months: 84,
    text: "na het laatste jaar van de gift, omdat de fiscale bewaarplicht dat vereist; daarna verwijderen we de overeenkomst met al uw gegevens.",
    action: "delete",
  },
  periodicUnsigned: {
    subject: "Overeenkomsten voor een periodieke gift die nooit ondertekend terugkwamen",
    months: 13,
    text: "na het versturen van het formulier; dan verwijderen we de overeenkomst met al uw gegevens.",
    action: "delete",
  },
  statementSends: {
    subject: "Verstuurde jaaroverzichten (aan welk adres, over welk jaar)",
    months: 84,
    text: "na verzending, zo lang als de donaties waarover ze gaan; daarna verwijderd.",
    action: "delete",
  },
  contactResolved: {
    subject: "Contactberichten",
    months: 6,
    text: "nadat uw vraag is afgehandeld, voor het geval u op de zaak terugkomt.",
    action: "delete",
  },
  contactOpen: {
    subject: "Contactberichten die nooit zijn afgehandeld",
    months: 12,
    text: "na ontvangst.",
    action: "delete",
  },
  volunteers: {
    subject: "Aanmeldingen van vrijwilligers",
    months: 12,
    text: "na de aanmelding.",
    action: "delete",
  },
  subscribers: {
    subject: "Nieuwsbrief",
    months: null,
    text: "Zolang u bent aangemeld.",
    action: "none",
  },
  unsubscribed: {
    subject: "Afmeldingen voor de nieuwsbrief",
    months: 0,
    text: "Uw naam verwijderen we direct. Uw e-mailadres bewaren we alleen als afmelding, zodat u geen nieuwsbrief meer krijgt, ook niet als uw adres later in een oude adreslijst staat. Vraagt u ons al uw gegevens te wissen, dan wissen we ook de afmelding.",
    action: "anonymise",
  },
  signups: {
    subject: "Aanmeldingen voor de nieuwsbrief die u nog niet bevestigde",
    months: 0,
    text: "verwijderd zodra de bevestigingslink verloopt (na 7 dagen).",
    action: "delete",
  },
  deliveries: {
    subject: "Verzendlijsten van nieuwsbrieven (wie welke nieuwsbrief kreeg)",
    months: 12,
    text: "na verzending, daarna verwijderd.",
    action: "delete",
  },
  newsletterAddresses: {
    subject: "Losse e-mailadressen waar een nieuwsbrief heen ging",
    months: 12,
    text: "na verzending; daarna verwijderen we het adres uit de nieuwsbrief.",
    action: "anonymise",
  },
  suppressions: {
    subject: "Adressen waarop onze e-mail niet aankwam",
    months: 12,
    text: "na de weigering door de mailserver, daarna verwijderd.",
    action: "delete",
  },
  sentEmails: {
    subject: "E-mails die de website u stuurde (zoals bevestigingen)",
    months: 12,
    text: "na verzending, daarna verwijderd.",
    action: "delete",
  },
  accounts: {
    subject: "Accounts van beheerders",
    months: null,
    text: "Zolang het account bestaat.",
    action: "none",
  },
  sessions: {
    subject: "Inlogsessies van beheerders (met IP-adres)",
    months: 0,
    text: "verwijderd zodra ze verlopen.",
    action: "delete",
  },
  links: {
    subject: "Inlog- en bevestigingslinks",
    months: 0,
    text: "verwijderd zodra ze verlopen.",
    action: "delete",
  },
  donorLinks: {
    subject: "Inloglinks voor Mijn giften",
    months: 0,
    text: "verwijderd zodra ze verlopen.",
    action: "delete",
  },
  donorSessions: {
    subject: "Inlogsessies van Mijn giften",
    months: 0,
    text: "verwijderd zodra ze verlopen.",
    action: "delete",
  },
  erasures: {
    subject: "Verwijderverzoeken (wie, wanneer en hoeveel, niet de verwijderde gegevens)",
    months: 84,
    text: "na het verzoek, zo lang als de donaties die het raakte; daarna verwijderd.",
    action: "delete",
  },
} as const satisfies Record<string, RetentionTerm>;

/** "7 jaar", "13 maanden", "direct"; null for a term without a fixed length. */
function termLength(months: number | null): string | null {
  if (months === null) return null;
  if (months === 0) return "direct";
  if (months % 12 === 0) return `${months / 12} jaar`;
  return `${months} maanden`;
}

/** One line of the privacy page's list: "- **Donaties: 7 jaar** na de donatie, ...". */
export function retentionLine(term: RetentionTerm): string {
  const length = termLength(term.months);
  if (length === null || length === "direct") return `- **${term.subject}:** ${term.text}`;
  return `- **${term.subject}: ${length}** ${term.text}`;
}

/** The privacy page's list of terms, in the order above. */
export function retentionList(): string {
  return Object.values(retentionTerms).map(retentionLine).join("\n");
}
