import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

export const agricultureProjects: ProjectPage = {
  path: paths.agricultureProjects,
  meta: {
    title: "Landbouwprojecten: zaaigoed, irrigatie en vee",
    description:
      "Zaaigoed, gereedschap, irrigatie en vee voor boerenfamilies: zo kunnen zij weer hun eigen voedsel en inkomen verdienen.",
  },
  name: "Landbouw",
  icon: "wheat",
  illustration: "wheat",
  tone: "primary",
  heading: "Helpen om zelf te oogsten",
  intro:
    "Een voedselpakket helpt vandaag; een goede oogst helpt het hele jaar. In droge gebieden en na rampen missen boerenfamilies vaak het geld voor zaad, gereedschap of water. Met een kleine investering kunnen zij weer zelf voedsel verbouwen en verkopen.",
  cardsHeading: "Onze landbouwhulp",
  cards: [
    {
      icon: "sprout",
      title: "Zaaigoed en gereedschap",
      text: "Goed zaaigoed dat past bij het klimaat, met schoffels, schoppen en uitleg over de teelt.",
    },
    {
      icon: "droplets",
      title: "Irrigatie",
      text: "Eenvoudige irrigatie en opvang van regenwater, zodat een droge maand niet de hele oogst kost.",
    },
    {
      icon: "hand-coins",
      title: "Vee voor een inkomen",
      text: "Een paar geiten of schapen geven melk, wol en jongen: een bescheiden maar vast inkomen.",
    },
  ],
  benefitsHeading: "Wat landbouwhulp oplevert",
  benefits: [
    "Families worden minder afhankelijk van voedselhulp",
    "Overschotten op de markt geven een eigen inkomen",
    "Kennis over droogtebestendige teelt blijft in het dorp",
    "Sterkere dorpen die een volgende droogte beter doorstaan",
  ],
  cta: {
    heading: "Investeer in een oogst",
    text: "Uw gift koopt zaaigoed, gereedschap, irrigatie of vee voor een boerenfamilie. Lees ook over ons [herstel van droog land in Afghanistan](/duurzame-projecten).",
    buttons: [{ label: "Doneer voor landbouw", href: site.external.donationPlatform }],
  },
};
