import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** Orphanages, schools, clinics, community centres. */
export const constructionProjects: ProjectPage = {
  path: paths.constructionProjects,
  meta: {
    title: "Bouwprojecten: weeshuizen, scholen, klinieken en buurthuizen",
    description:
      "Wij bouwen en herstellen weeshuizen, scholen, klinieken en gemeenschapscentra, met lokale bouwers en materialen.",
  },
  name: "Bouw",
  icon: "building",
  illustration: "building",
  tone: "primary",
  heading: "Bouwen aan een veilige plek",
  intro:
    "Na oorlog en aardbevingen staan scholen, klinieken en huizen in puin. Zonder gebouw gaat onderwijs niet door, is er geen spreekuur en hebben wezen geen thuis. Wij bouwen en herstellen samen met lokale aannemers, met materialen uit de regio en volgens bouwnormen die tegen aardbevingen bestand zijn.",
  cardsHeading: "Wat we bouwen",
  cards: [
    {
      icon: "hand-heart",
      title: "Weeshuizen",
      text: "Een warm en veilig thuis voor wezen, met slaapzalen, een keuken en ruimte om te leren en te spelen.",
    },
    {
      icon: "graduation-cap",
      title: "Scholen",
      text: "Klaslokalen, sanitair en meubilair, zodat kinderen in een droog en veilig lokaal les krijgen.",
    },
    {
      icon: "stethoscope",
      title: "Klinieken",
      text: "Kleine klinieken en gezondheidsposten dicht bij de dorpen, ingericht voor eerste zorg en bevallingen.",
    },
    {
      icon: "users",
      title: "Gemeenschapscentra",
      text: "Buurthuizen en gebedsruimtes waar een gemeenschap samenkomt, leert en elkaar helpt.",
    },
  ],
  benefitsHeading: "Zo bouwen we verantwoord",
  benefits: [
    "Lokale bouwers en materialen: werk in de regio en lagere kosten",
    "Ontwerp dat rekening houdt met aardbevingen en het klimaat",
    "Betaling in termijnen, pas na controle van elke bouwfase",
    "Foto's en verslagen tijdens de bouw en bij de oplevering",
  ],
  cta: {
    heading: "Bouw mee",
    text: "Elke bijdrage gaat naar stenen, cement, daken en inrichting. Grote giften voor een compleet gebouw bespreken we graag persoonlijk: [neem contact op](/contact).",
    buttons: [{ label: "Doneer voor bouwprojecten", href: site.external.donationPlatform }],
  },
};
