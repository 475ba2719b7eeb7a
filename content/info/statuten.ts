import { paths } from "@shared/paths";
import { site, statutesPdf } from "@shared/site";
import type { InfoPage } from "../types";

/**
 * The statutes page links to an external PDF (`external.statutesPdf` in content/foundation.ts);
 * while that address is a stand-in, no text promises the PDF.
 */
export const statutesPage: InfoPage = {
  path: paths.statutes,
  meta: {
    title: "Statuten van Stichting Qamar",
    description: `De statuten van Stichting Qamar: naam, zetel, doel, bestuur en bestemming bij opheffing. Lees de samenvatting${statutesPdf ? " of open de volledige statuten als PDF" : ""}.`,
  },
  eyebrow: "ANBI-gegevens",
  heading: "Statuten",
  intro: `De statuten zijn de 'grondwet' van de stichting. Ze zijn vastgelegd bij de notaris en ingeschreven bij de Kamer van Koophandel onder nummer ${site.registration.kvk}. Hieronder leest u de belangrijkste afspraken${statutesPdf ? "; de volledige tekst opent u als PDF" : ""}.`,
  sections: [
    {
      heading: "Naam en zetel",
      body: `De stichting heet ${site.name} en is gevestigd in ${site.contact.address.city}.`,
    },
    {
      heading: "Doel",
      body: `De stichting heeft ten doel hulp te verlenen aan slachtoffers van oorlogen, gewapende conflicten en natuurrampen en aan mensen in extreme armoede, en duurzame ontwikkeling in de getroffen gebieden te bevorderen, zonder onderscheid naar afkomst, geloof of overtuiging. Zie ook het [beleidsplan](${paths.policyPlan}).`,
    },
    {
      heading: "Middelen",
      body: "De stichting werft haar middelen uit giften, donaties, zakaat en sadaqa, schenkingen, erfstellingen en legaten en andere verkrijgingen. Erfstellingen worden alleen beneficiair aanvaard.",
    },
    {
      heading: "Bestuur",
      body: `Het bestuur bestaat uit ten minste drie leden, met een voorzitter, een secretaris en een penningmeester. Bestuurders ontvangen geen beloning; alleen werkelijk gemaakte onkosten kunnen worden vergoed. Een bestuurder met een tegenstrijdig belang doet niet mee aan de besluitvorming. Zie de pagina [bestuur](${paths.board}).`,
    },
    {
      heading: "Geen winstoogmerk en bestemming bij opheffing",
      body: "De stichting heeft geen winstoogmerk. Wordt de stichting opgeheven, dan gaat een eventueel batig saldo naar een ANBI met een vergelijkbaar doel.",
    },
    {
      heading: "Wijzigen",
      body: "De statuten kunnen alleen worden gewijzigd met een besluit van het bestuur met een meerderheid van ten minste twee derde van de stemmen, vastgelegd in een notariële akte.",
    },
  ],
  updated: "2023-06-01",
};
