import type { SiteFacts } from "@shared/facts/schema";
import { standIn, type WithStandIns } from "@shared/facts/stand-in";

/**
 * De gegevens van de stichting: everything the site, the e-mails and the documents say
 * about the foundation, in this file and content/foundation-details.ts (the annual report,
 * the board and the videos, which only a few pages show: apart, so the first script of
 * every page leaves them out).
 *
 * A value written as `standIn(...)` is a plausible example, not the foundation's own.
 * The site shows it (so the demo works), the admin's 'Livegang' page lists it, and a
 * production build or start refuses it until it is replaced by the real value (written
 * without `standIn`). Every build checks both files: a malformed value (a KvK number
 * without 8 digits, an IBAN whose check digits do not add up) stops it, naming the field.
 */
export const foundation = {
  name: "Stichting Qamar",
  shortName: "Qamar",
  url: "https://www.stichtingqamar.nl",
  tagline: "Hulp aan slachtoffers van oorlog en natuurrampen",
  description:
    "Stichting Qamar helpt slachtoffers van oorlogen en natuurrampen met noodhulp, water, voedsel, onderwijs en duurzame projecten.",
  contact: {
    phone: standIn("+31 20 123 4567"),
    email: standIn("info@stichtingqamar.nl"),
    address: standIn({
      street: "Postbus 1234",
      postalCode: "1000 AB",
      city: "Amsterdam",
      country: "Nederland",
    }),
  },
  registration: {
    kvk: standIn("12345678"),
    rsin: standIn("123456789"),
    anbi: true,
  },
  bank: {
    iban: standIn("NL91 ABNA 0417 1643 00"),
    accountName: "Stichting Qamar",
  },
  external: {
    donationPlatform: standIn("https://www.doneeractie.nl/stichting-qamar"),
    monthlyDonation: standIn("https://www.doneeractie.nl/stichting-qamar/maandelijks"),
    wellDonation: standIn("https://www.doneeractie.nl/stichting-qamar/waterput"),
    activityPage: standIn("https://www.doneeractie.nl/stichting-qamar/winterhulp-gaza"),
    statutesPdf: standIn("https://www.stichtingqamar.nl/documenten/statuten-stichting-qamar.pdf"),
  },
  social: standIn([
    { name: "Instagram", url: "https://www.instagram.com/stichtingqamar" },
    { name: "Facebook", url: "https://www.facebook.com/stichtingqamar" },
  ]),
} satisfies WithStandIns<SiteFacts>;
