import { paths } from "@shared/paths";
import type { Card, PageMeta, Rich } from "./types";

/** /samenwerking. */
export const partnershipPage = {
  meta: {
    title: "Samenwerking met organisaties, moskeeën en bedrijven",
    description:
      "Samenwerken met Stichting Qamar als bedrijf, moskee, school of vereniging: een actie, een project op naam of vrijwillige inzet. Meld u aan.",
  } satisfies PageMeta,
  eyebrow: "Samenwerking",
  heading: "Samen bereiken we meer",
  intro:
    "Bedrijven, moskeeën, scholen, verenigingen en vrijwilligers maken ons werk mogelijk. Of u nu een actie wilt organiseren, een project wilt financieren of uw netwerk en kennis wilt inzetten: we zoeken graag samen naar wat bij u past." satisfies Rich,
  waysHeading: "Manieren om samen te werken",
  ways: [
    {
      icon: "megaphone",
      title: "Een actie organiseren",
      text: "Een inzameling in uw moskee, een sponsorloop op school of een actie onder collega's: wij leveren informatie, beeldmateriaal en een eigen donatielink.",
    },
    {
      icon: "building",
      title: "Een project op naam",
      text: "Financier als bedrijf of organisatie een waterput, een klaslokaal of een voedseluitdeling. U ontvangt een verslag met foto's.",
    },
    {
      icon: "hand-heart",
      title: "Kennis en middelen",
      text: "Stel uw vakkennis, ruimte, transport of materialen beschikbaar. Denk aan drukwerk, juridisch advies of een locatie voor een bijeenkomst.",
    },
    {
      icon: "users",
      title: "Vrijwilliger worden",
      text: "Help bij acties en bijeenkomsten, met vertalen, fotografie, administratie of het vertellen van ons verhaal in uw netwerk.",
    },
  ] satisfies Card[],
  promiseHeading: "Wat u van ons mag verwachten",
  promise: [
    "Een vast aanspreekpunt in het bestuur",
    "Verslagen met foto's en cijfers over de besteding",
    "Giften zijn aftrekbaar dankzij onze ANBI-status",
    "Duidelijke afspraken, vastgelegd voor we beginnen",
  ],
  formHeading: "Meld u aan",
  formText:
    `Vul het formulier in en we nemen binnen vijf werkdagen contact met u op. Liever eerst bellen of mailen? Kijk bij [contact](${paths.contact}).` satisfies Rich,
};
