import { paths } from "@shared/paths";
import type { InfoPage } from "../types";

export const developmentProcessPage: InfoPage = {
  path: paths.developmentProcess,
  meta: {
    title: "Ontwikkelingsproces: van hulpvraag tot verslag",
    description:
      "Zo komt een project van Stichting Qamar tot stand: hulpvraag, keuze van de partner, plan en begroting, uitvoering in termijnen, controle en verslag.",
  },
  eyebrow: "Over ons",
  heading: "Ons ontwikkelingsproces",
  intro:
    "Elk project volgt dezelfde stappen, van de eerste hulpvraag tot het verslag aan de gevers. Zo weten we zeker dat de hulp nodig is, goed wordt uitgevoerd en bij de juiste mensen terechtkomt.",
  illustration: "handshake",
  sections: [
    {
      heading: "1. De hulpvraag",
      body: "Een project begint bij een vraag uit een getroffen gebied: van een lokale partner, een dorpsraad of na een ramp. We bekijken hoe groot de nood is, wie al helpt en of het bij onze doelstelling past.",
    },
    {
      heading: "2. De juiste partner",
      body: "We werken alleen met partners die we kennen of grondig hebben gecontroleerd: een geregistreerde organisatie, referenties, eerdere resultaten en de bereidheid om verslag te doen met foto's, bonnen en cijfers.",
    },
    {
      heading: "3. Plan en begroting",
      body: "De partner maakt een plan met een begroting, een planning en de manier waarop de mensen worden gekozen die hulp krijgen. Het bestuur beoordeelt het plan en keurt het goed, past het aan of wijst het af.",
    },
    {
      heading: "4. Uitvoering in termijnen",
      body: "We betalen in termijnen. De volgende termijn gaat pas over als de partner verslag heeft gedaan van de vorige. Bij noodhulp gaat het sneller: dan betalen we vooraf aan een vaste partner, zodat de hulp binnen 24 tot 48 uur ter plaatse is, en volgt het verslag achteraf.",
    },
    {
      heading: "5. Controle",
      body: "We vergelijken de verslagen met de begroting en vragen om foto's, video's en bonnen. Waar het kan, bezoeken bestuursleden of vrijwilligers het project zelf.",
    },
    {
      heading: "6. Verslag en evaluatie",
      body: `We delen de resultaten met de gevers via [nieuws](${paths.news}), de nieuwsbrief en het [jaarverslag](${paths.reports}). Na afloop bespreken we met de partner wat goed ging en wat beter kan, en of een vervolg nodig is.`,
    },
  ],
  updated: "2024-01-15",
};
