import { formatEuroWhole } from "@shared/money";
import { MONTHLY_FORM_ID, paths } from "@shared/paths";
import { site } from "@shared/site";
import type { Card, PageMeta, Rich } from "./types";

/** /drager-worden: sponsors ('dragers') give monthly. */
export const sponsorPage = {
  meta: {
    title: "Drager worden: geef maandelijks en help blijvend",
    description: `Word drager van Stichting Qamar: met een vast maandelijks bedrag, bijvoorbeeld ${formatEuroWhole(30)} voor een wees, maakt u blijvende hulp mogelijk.`,
  } satisfies PageMeta,
  eyebrow: "Drager worden",
  heading: "Word drager en help elke maand",
  intro:
    `Dragers zijn de mensen die ons werk dragen: ze geven elke maand een vast bedrag. Dankzij hen kunnen we projecten maanden vooruit plannen, wezen blijvend ondersteunen en direct handelen als er een ramp gebeurt. Al met ${formatEuroWhole(5)} per maand doet u mee.` satisfies Rich,
  whyHeading: "Waarom maandelijks geven zo belangrijk is",
  why: [
    {
      icon: "hand-heart",
      title: "Zorg voor een wees",
      text: `Met ${formatEuroWhole(30)} per maand krijgt een wees voedsel, kleding, onderwijs en medische zorg.`,
    },
    {
      icon: "clipboard-check",
      title: "Vooruit plannen",
      text: "Vaste inkomsten betekenen dat we partners en families zekerheid kunnen geven, niet alleen hulp voor één keer.",
    },
    {
      icon: "truck",
      title: "Snel bij rampen",
      text: "Als er een ramp gebeurt, kunnen we direct geld vrijmaken, zonder eerst te hoeven inzamelen.",
    },
  ] satisfies Card[],
  stepsHeading: "Zo wordt u drager",
  steps:
    `1. Ga naar de [donatiepagina](${paths.donate}#${MONTHLY_FORM_ID}) en vul het formulier voor een maandelijkse donatie in.\n2. Kies een bedrag: ${[5, 10, 15, 20, 30, 50, 75, 100].map((n) => formatEuroWhole(n)).join(", ")} of een eigen bedrag.\n3. U ontvangt een bevestiging per e-mail. Stoppen of het bedrag wijzigen kan altijd.` satisfies Rich,
  donate: { label: "Maandelijks doneren", to: `${paths.donate}#${MONTHLY_FORM_ID}` },
  external: { label: "Word Donateur", href: site.external.monthlyDonation },
  formHeading: "Liever meehelpen als vrijwilliger?",
  formText:
    "Naast geld geven kunt u ook uw tijd, kennis of netwerk inzetten. Meld u aan en we nemen contact met u op." satisfies Rich,
};
