import { paths } from "@shared/paths";
import type { InfoPage } from "../types";

/** The board itself (four members, role, 2023, no fee, occupation) lives in content/foundation-details.ts. */
export const boardPage: InfoPage = {
  path: paths.board,
  meta: {
    title: "Bestuur en beloningsbeleid",
    description:
      "Het bestuur van Stichting Qamar: vier onbezoldigde bestuursleden, benoemd in 2023, met hun functie en beroep. Lees ook ons beloningsbeleid.",
  },
  eyebrow: "ANBI-gegevens",
  heading: "Bestuur",
  intro:
    "De stichting wordt bestuurd door vier mensen die hun werk als vrijwilliger doen. Zij zijn samen verantwoordelijk voor het beleid, de keuze van projecten en partners en de besteding van het geld.",
  sections: [
    {
      heading: "Beloningsbeleid",
      body: "Bestuursleden ontvangen **geen beloning** en geen vacatiegeld. Zij kunnen alleen werkelijk gemaakte, aantoonbare onkosten vergoed krijgen, zoals reiskosten voor een projectbezoek, na goedkeuring door een ander bestuurslid. De stichting heeft geen betaald personeel.",
    },
    {
      heading: "Werkwijze van het bestuur",
      body: `Het bestuur vergadert minstens vier keer per jaar. Besluiten over projecten en betalingen aan partners neemt het bestuur samen; betalingen boven een vast bedrag worden door twee bestuursleden goedgekeurd. Bestuursleden melden mogelijke belangenverstrengeling en doen dan niet mee aan het besluit, zoals vastgelegd in de [statuten](${paths.statutes}) en de [gedragscode](${paths.codeOfConduct}).`,
    },
  ],
  updated: "2024-01-15",
};
