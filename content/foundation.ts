import type { Facts } from "@shared/facts/schema";
import { standIn, type WithStandIns } from "@shared/facts/stand-in";

/**
 * De gegevens van de stichting: everything the site, the e-mails and the documents say
 * about the foundation, in this one file.
 *
 * A value written as `standIn(...)` is a plausible example, not the foundation's own.
 * The site shows it (so the demo works), the admin's 'Livegang' page lists it, and a
 * production build or start refuses it until it is replaced by the real value (written
 * without `standIn`). Every build checks this file: a malformed value (a KvK number
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
  documents: {
    // The repository ships a small summary generated from the site's own figures
    // (scripts/annual-report-pdf.ts). Replace it with the full annual report (a file in
    // public/documenten/ with its size in bytes), or write `null` to offer no download.
    annualReport2024: standIn({
      title: "Jaarverslag 2024",
      url: "/documenten/jaarverslag-2024-samenvatting.pdf",
      sizeBytes: 4131,
    }),
  },
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
  social: standIn([
    { name: "Instagram", url: "https://www.instagram.com/stichtingqamar" },
    { name: "Facebook", url: "https://www.facebook.com/stichtingqamar" },
  ]),
  videos: {
    // Home section 6 'Onze Impact in Beeld'. A YouTube link plays embedded and gets its
    // thumbnail from the video id; any other link is played as a direct mp4 file; an empty
    // thumbnail without a video id shows the site's placeholder. A video whose address is
    // a stand-in is not shown.
    impact: [
      {
        id: "introductie",
        title: "Maak kennis met Stichting Qamar",
        description:
          "Wie zijn wij, waarom helpen wij en hoe komt uw gift bij de mensen die het nodig hebben? Onze vrijwilligers vertellen.",
        location: "Nederland",
        videoUrl: standIn("https://www.youtube.com/watch?v=Qamar2024Nl"),
        thumbnailUrl: "",
      },
      {
        id: "water-gaza",
        title: "Water voor Gaza",
        description:
          "Een tankwagen met schoon drinkwater bereikt een opvangkamp. Voor veel gezinnen de enige bron van veilig water.",
        location: "Gaza, Palestina",
        videoUrl: standIn("https://www.stichtingqamar.nl/video/water-voor-gaza.mp4"),
        thumbnailUrl: "/illustrations/water-well.svg",
      },
      {
        id: "brood-gaza",
        title: "Brood voor Gaza",
        description:
          "In een lokale bakkerij wordt elke dag vers brood gebakken en uitgedeeld aan families die alles kwijt zijn.",
        location: "Gaza, Palestina",
        videoUrl: standIn("https://www.stichtingqamar.nl/video/brood-voor-gaza.mp4"),
        thumbnailUrl: "",
      },
    ],
    // The video in the article about the 41 students.
    article: {
      id: "studentes-afghanistan",
      title: "Studentes in de zorg in Afghanistan",
      description: "De studentes vertellen over hun opleiding en hun plannen.",
      location: "Afghanistan",
      videoUrl: standIn("https://www.stichtingqamar.nl/video/studentes-afghanistan.mp4"),
      thumbnailUrl: "/illustrations/school.svg",
    },
  },
} satisfies WithStandIns<Facts>;
