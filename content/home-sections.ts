import { paths } from "@shared/paths";
import { formatAddress, site } from "@shared/site";
import type { Figure } from "./types";

// Home page sections 3-8. Apart from home.ts so these texts load with the
// lazily hydrated sections, not in the first-load script (docs/decisions/021).

/** Section 3 (anchor 'about'), mission, figures, four values, 'Word Donateur'. */
export const homeAbout = {
  eyebrow: "Over ons",
  heading: `Wie is ${site.name}?`,
  text: [
    `${site.name} helpt slachtoffers van oorlogen en natuurrampen. We werken samen met betrouwbare lokale hulporganisaties, zodat hulp snel en op de juiste plek aankomt: voedsel, schoon water, onderdak, zorg, onderwijs en de zorg voor wezen.`,
    `We zijn een Nederlandse stichting met ANBI-status, ingeschreven bij de Kamer van Koophandel onder nummer ${site.registration.kvk}. Ons postadres is ${formatAddress()}.`,
  ],
  figures: [
    { value: "1000+", label: "families geholpen" },
    { value: "50+", label: "waterputten" },
    { value: "200+", label: "wezen ondersteund" },
    { value: "8", label: "projecttypes" },
  ] satisfies Figure[],
  valuesHeading: "Onze waarden",
  values: [
    {
      icon: "heart",
      title: "Compassie",
      text: "We zien de mens achter elk getal en helpen iedereen in nood.",
    },
    {
      icon: "users",
      title: "Gemeenschap",
      text: "Samen met lokale partners en met gevers en vrijwilligers in Nederland.",
    },
    {
      icon: "globe",
      title: "Wereldwijde impact",
      text: "We gaan waar de nood het hoogst is, van Gaza tot Afghanistan.",
    },
    {
      icon: "sprout",
      title: "Duurzame oplossingen",
      text: "Hulp die blijft werken: waterputten, onderwijs en landbouw.",
    },
  ] as const,
  monthly: { label: "Word Donateur", href: site.external.monthlyDonation },
  more: { label: "Lees onze visie en missie", to: paths.visionMission },
};

/** Section 4 (anchor 'projects'): heading; the nine cards are content/projects/grid.ts. */
export const homeProjects = {
  eyebrow: "Onze projecten",
  heading: "Waar uw gift naartoe gaat",
  // No count here: the about figures (8 projecttypes) are the foundation's own.
  text: "Van de eerste noodhulp tot hulp die jaren blijft werken: lees per project wat uw gift doet.",
  cardLink: "Meer Info",
};

/** Section 5: the zakaat promo. */
export const homeZakat = {
  eyebrow: "Zakaat",
  heading: "Bereken uw zakaat in een paar minuten",
  text: "Met onze zakaatcalculator berekent u stap voor stap hoeveel zakaat u verschuldigd bent over uw spaargeld, goud, zilver, beleggingen en bedrijf, met aftrek van schulden. Uw gegevens blijven in uw eigen browser.",
  points: [
    "Nisab op basis van goud of zilver",
    "Maan- of zonnejaar",
    "Direct betalen na de berekening",
  ],
  button: { label: "Bereken nu je zakaat", to: paths.zakat },
};

/** Section 6 'Onze Impact in Beeld'; the items are the facts' impact videos (content/foundation-details.ts). */
export const homeVideos = {
  heading: "Onze Impact in Beeld",
  text: "Zie met eigen ogen wat uw steun betekent voor de mensen die we helpen.",
  listHeading: "Andere Projecten",
  donate: { label: "Help Ons Deze Projecten Realiseren", href: site.external.donationPlatform },
};

/** Section 7 (anchor 'news'): five cards, content/news/cards.ts. */
export const homeNews = {
  eyebrow: "Nieuws",
  heading: "Recente activiteiten",
  text: "Lees wat we de afgelopen tijd samen met u hebben bereikt.",
  readMore: "Lees meer",
  all: { label: "Bekijk Alle Activiteiten", to: paths.news },
};

/** Section 8 (anchor 'contact'). */
export const homeContact = {
  eyebrow: "Contact",
  heading: "Neem contact met ons op",
  text: "Heeft u een vraag over een project, uw donatie of samenwerking? Bel, mail of stuur een bericht. We reageren binnen vijf werkdagen.",
  formHeading: "Stuur ons een bericht",
  donate: { label: "Doneer Nu", to: paths.donate },
};
