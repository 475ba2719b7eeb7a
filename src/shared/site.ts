/**
 * The foundation's facts, in one place.
 *
 * Values marked `placeholder: true` below are plausible defaults that the foundation
 * replaces with its real details before going live; everything that shows them
 * (header, footer, contact section, e-mails, vCard, JSON-LD) reads them from here.
 */
export const site = {
  name: "Stichting Qamar",
  shortName: "Qamar",
  /** Public origin for canonical links and the sitemap (placeholder; PUBLIC_URL overrides it). */
  url: "https://www.stichtingqamar.nl",
  tagline: "Hulp aan slachtoffers van oorlog en natuurrampen",
  description:
    "Stichting Qamar helpt slachtoffers van oorlogen en natuurrampen met noodhulp, water, voedsel, onderwijs en duurzame projecten.",
  /** Filled in by the foundation (placeholders until then). */
  contact: {
    placeholder: true,
    phone: "+31 20 123 4567",
    phoneHref: "tel:+31201234567",
    email: "info@stichtingqamar.nl",
    address: {
      street: "Postbus 1234",
      postalCode: "1000 AB",
      city: "Amsterdam",
      country: "Nederland",
    },
  },
  registration: {
    placeholder: true,
    kvk: "12345678",
    rsin: "123456789",
    anbi: true,
  },
  /** External donation platform pages (opened in a new tab). */
  external: {
    placeholder: true,
    donationPlatform: "https://www.doneeractie.nl/stichting-qamar",
    monthlyDonation: "https://www.doneeractie.nl/stichting-qamar/maandelijks",
    wellDonation: "https://www.doneeractie.nl/stichting-qamar/waterput",
    activityPage: "https://www.doneeractie.nl/stichting-qamar/winterhulp-gaza",
    statutesPdf: "https://www.stichtingqamar.nl/documenten/statuten-stichting-qamar.pdf",
  },
  /**
   * Downloads on /rapporten. The repository ships a small summary generated from the
   * site's own figures (scripts/annual-report-pdf.ts); the foundation replaces `url` and
   * `sizeBytes` with its full annual report (about 59 MB).
   */
  documents: {
    annualReport2024: {
      placeholder: true,
      title: "Jaarverslag 2024",
      url: "/documenten/jaarverslag-2024-samenvatting.pdf",
      sizeBytes: 4131,
    },
  },
  /** Board (four members, appointed 2023, no fee). */
  board: [
    { name: "A. El Amrani", role: "Voorzitter", appointed: 2023, occupation: "Projectmanager" },
    { name: "S. Yilmaz", role: "Secretaris", appointed: 2023, occupation: "Docent" },
    {
      name: "M. Haidari",
      role: "Penningmeester",
      appointed: 2023,
      occupation: "Financieel adviseur",
    },
    {
      name: "F. Bakker",
      role: "Algemeen bestuurslid",
      appointed: 2023,
      occupation: "Verpleegkundige",
    },
  ],
} as const;

export type Site = typeof site;

export function formatAddress(a: Site["contact"]["address"] = site.contact.address): string {
  return `${a.street}, ${a.postalCode} ${a.city}`;
}
