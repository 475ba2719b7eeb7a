import { paths } from "@shared/paths";
import type { InfoPage } from "../types";

export const codeOfConductPage: InfoPage = {
  path: paths.codeOfConduct,
  meta: {
    title: "Gedragscode voor bestuur, vrijwilligers en partners",
    description:
      "De gedragscode van Stichting Qamar: respect, bescherming van kinderen en kwetsbare mensen, geen fraude of belangenverstrengeling, zorgvuldig met gegevens.",
  },
  eyebrow: "Over ons",
  heading: "Gedragscode",
  intro:
    "Mensen in nood zijn afhankelijk van ons. Dat geeft ons een grote verantwoordelijkheid. Deze gedragscode geldt voor het bestuur, alle vrijwilligers en, via onze afspraken, voor onze partners.",
  sections: [
    {
      heading: "Respect voor iedereen",
      body: "We behandelen iedereen met respect en helpen zonder onderscheid naar afkomst, geloof, geslacht of overtuiging. We maken geen foto's of video's van mensen zonder hun toestemming, en we tonen mensen nooit op een vernederende manier.",
    },
    {
      heading: "Bescherming van kinderen en kwetsbare mensen",
      body: "We tolereren geen enkele vorm van misbruik, uitbuiting of intimidatie. Hulp wordt nooit afhankelijk gemaakt van een tegenprestatie. Wie met kinderen werkt, is nooit alleen met een kind zonder toezicht.",
    },
    {
      heading: "Eerlijk met geld en goederen",
      body: "Giften en hulpgoederen gebruiken we alleen voor het doel waarvoor ze gegeven zijn. We nemen geen persoonlijke geschenken aan van partners of leveranciers, behalve kleine attenties van geringe waarde. Fraude en corruptie leiden tot beëindiging van de samenwerking en, waar nodig, aangifte.",
    },
    {
      heading: "Geen belangenverstrengeling",
      body: "Bestuursleden en vrijwilligers melden het als zij of hun familie een belang hebben bij een partner, leverancier of project. Zij doen dan niet mee aan het besluit.",
    },
    {
      heading: "Zorgvuldig met gegevens",
      body: `Persoonsgegevens van gevers en van mensen die we helpen, gebruiken we alleen voor het doel waarvoor we ze kregen. Zie onze [privacyverklaring](${paths.privacy}).`,
    },
    {
      heading: "Melden",
      body: `Ziet of vermoedt u gedrag dat niet past bij deze code? Meld het volgens onze regeling [klachten en integriteit](${paths.complaintsIntegrity}). Wie te goeder trouw meldt, wordt beschermd.`,
    },
  ],
  updated: "2024-01-15",
};
