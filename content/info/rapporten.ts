import { paths } from "@shared/paths";
import { annualReport } from "@shared/site-details";
import type { InfoPage } from "../types";

/**
 * The download itself (file and size) is `documents.annualReport2024` in
 * content/foundation-details.ts; without one (or while it is a stand-in) no text offers it.
 */
export const reportsPage: InfoPage = {
  path: paths.reports,
  meta: {
    title: "Rapporten en jaarverslag 2024",
    description: annualReport
      ? "Download het jaarverslag 2024 van Stichting Qamar (PDF) en bekijk waar we ANBI-gegevens, activiteiten en financiële verantwoording publiceren."
      : "Het jaarverslag van Stichting Qamar en waar we ANBI-gegevens, activiteiten en financiële verantwoording publiceren.",
  },
  eyebrow: "ANBI-gegevens",
  heading: "Rapporten",
  intro: `Wij leggen elk jaar verantwoording af over wat we hebben gedaan en hoe we het geld hebben besteed. ${annualReport ? "Hier vindt u ons jaarverslag." : "Hieronder leest u wat er in ons jaarverslag staat en hoe u het opvraagt."}`,
  sections: [
    {
      heading: "Wat staat er in het jaarverslag",
      body: "- Een verslag van de activiteiten en projecten van het jaar\n- De resultaten: gezinnen geholpen, waterputten, wezen en studentes\n- De financiële verantwoording: inkomsten, bestedingen per doel en de kosten van beheer en administratie\n- De samenstelling van het bestuur en het beloningsbeleid",
    },
    {
      heading: "ANBI-gegevens op deze website",
      body: `Als ANBI publiceren we de volgende gegevens:\n\n- Naam, RSIN, contactgegevens en adres: zie [oprichting](${paths.founding}) en de voet van elke pagina\n- Doelstelling en beleidsplan: [beleidsplan](${paths.policyPlan})\n- Bestuurssamenstelling en beloningsbeleid: [bestuur](${paths.board})\n- Verslag van de activiteiten: [activiteiten](${paths.activities}) en [nieuws](${paths.news})\n- Financiële verantwoording: ${annualReport ? "het jaarverslag hierboven" : "het jaarverslag, dat u bij ons opvraagt"}`,
    },
    {
      heading: "Vragen over de cijfers?",
      body: `We leggen graag uit hoe we werken. Neem [contact](${paths.contact}) met ons op.`,
    },
  ],
  updated: "2025-06-30",
};
