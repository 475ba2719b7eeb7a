import { formatEuro, formatEuroWhole } from "@shared/money";
import { paths } from "@shared/paths";
import type { Article } from "../types";

const euro = formatEuroWhole;

/**
 * The winter campaign: goal 90,000, raised 40,500, open 49,500,
 * 45 percent; cost per item and what has been paid.
 */
export const winterhulpGaza2025: Article = {
  slug: "winterhulp-gaza-2025",
  meta: {
    title: "Winterhulp Gaza 2025",
    description:
      "Babymelk, meel, rijst, olie en suiker voor 1.000 gezinnen in Gaza. Doel € 90.000, al € 40.500 opgehaald. Bekijk per product wat betaald is.",
  },
  lead: `De winter in Gaza is koud en nat, en de meeste gezinnen wonen in tenten of beschadigde huizen. Voedsel is schaars en duur. Met de actie Winterhulp Gaza 2025 brengen we **1.000 blikken babymelk, olie, rijst, meel en suiker** naar gezinnen die het zonder hulp niet redden. Het doel is ${euro(90000)}.`,
  figures: [
    { value: "45%", label: "van het doel bereikt" },
    { value: euro(40500), label: "opgehaald" },
    { value: euro(49500), label: "nog nodig" },
    { value: euro(90000), label: "doel" },
  ],
  sections: [
    {
      heading: "Waar uw geld naartoe gaat",
      body: "We kopen zoveel mogelijk in de regio in en laten de goederen via onze vaste partner uitdelen aan gezinnen met jonge kinderen, weduwen en ouderen. Per product ziet u hieronder hoeveel we nodig hebben, wat het kost en wat al betaald is. Zo weet u precies waar uw gift terechtkomt.",
    },
    {
      heading: "Stand van zaken",
      body: `- **Meel:** volledig betaald (${euro(15500)})\n- **Babymelk:** ${euro(25000)} betaald, ${euro(15000)} staat nog open\n- **Rijst, olie en suiker:** nog niet betaald\n\nZodra een product volledig betaald is, bestelt onze partner het en volgt de uitdeling. U leest het resultaat, met foto's, op deze pagina en in onze nieuwsbrief.`,
    },
    {
      heading: "Zo helpt u mee",
      body: `Elk bedrag brengt de volgende levering dichterbij. Doneer via de [donatiepagina](${paths.donate}): kies als bestemming Winterhulp Gaza. Wilt u de hulp elke maand steunen? [Word drager](${paths.becomeSponsor}).`,
    },
  ],
  tables: [
    {
      caption: "Kostenoverzicht per product",
      head: ["Product", "Hoeveelheid", "Kosten"],
      rows: [
        ["Babymelk (blik van 400 g)", "1.000 blikken", euro(40000)],
        ["Olie", "1.000 liter", euro(9500)],
        ["Rijst", "2.000 kg", euro(17000)],
        ["Meel", "3.000 kg", euro(15500)],
        ["Suiker", "1.000 kg", euro(8000)],
      ],
      foot: ["Totaal", "", euro(90000)],
    },
    {
      caption: "Betalingstransparantie: wat is betaald en wat staat nog open",
      head: ["Product", "Betaald", "Nog open", "Status"],
      rows: [
        ["Meel", euro(15500), euro(0), "Volledig betaald"],
        ["Babymelk", euro(25000), euro(15000), "Deels betaald"],
        ["Rijst", euro(0), euro(17000), "Nog niet betaald"],
        ["Olie", euro(0), euro(9500), "Nog niet betaald"],
        ["Suiker", euro(0), euro(8000), "Nog niet betaald"],
      ],
      foot: ["Totaal", euro(40500), euro(49500), "45% bereikt"],
    },
    {
      caption: "Voorbeelden: wat uw gift betekent",
      head: ["Uw gift", "Daarmee betaalt u"],
      rows: [
        [euro(40), "1 blik babymelk"],
        [euro(85), "10 kg rijst"],
        [formatEuro(47.5), "5 liter olie"],
        [euro(52), "10 kg meel"],
        [euro(8), "1 kg suiker"],
      ],
    },
  ],
};
