import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** 1000+ families, 50,000+ meals, 8 countries. */
export const foodProjects: ProjectPage = {
  path: paths.foodProjects,
  meta: {
    title: "Voedselprojecten: voedselpakketten en maaltijden",
    description:
      "Voedselpakketten, broodbakkerijen en warme maaltijden voor gezinnen in nood. Al meer dan 1000 gezinnen en 50.000 maaltijden in 8 landen.",
  },
  name: "Voedsel",
  icon: "utensils",
  illustration: "bread",
  tone: "primary",
  heading: "Niemand hoort honger te hebben",
  intro:
    "Oorlog, droogte en stijgende prijzen maken voedsel voor miljoenen gezinnen onbetaalbaar. Wij kopen voedsel zoveel mogelijk in de regio zelf in, zodat het snel aankomt en de lokale economie meeprofiteert. Onze partners delen het uit aan de gezinnen die het hardst getroffen zijn: weduwen, wezen, ouderen en ontheemde families.",
  figures: [
    { value: "1000+", label: "gezinnen geholpen" },
    { value: "50.000+", label: "maaltijden uitgedeeld" },
    { value: "8", label: "landen" },
  ],
  cardsHeading: "Onze voedselhulp",
  cards: [
    {
      icon: "utensils",
      title: "Voedselpakketten",
      text: "Een pakket met meel, rijst, linzen, olie, suiker en thee voedt een gezin van vijf personen ongeveer een maand.",
    },
    {
      icon: "wheat",
      title: "Brood voor Gaza",
      text: "Samen met lokale bakkerijen bakken we dagelijks vers brood voor families in de opvangkampen.",
    },
    {
      icon: "hand-heart",
      title: "Ramadan en Eid",
      text: "In de Ramadan verzorgen we iftar-maaltijden en rond Eid zorgen we dat ook arme gezinnen feest kunnen vieren.",
    },
  ],
  benefitsHeading: "Waarom uw bijdrage verschil maakt",
  benefits: [
    "Inkoop in de regio: sneller ter plaatse en goedkoper dan transport uit Europa",
    "Uitdeling via vaste partners met lijsten van de meest kwetsbare gezinnen",
    "Foto's en een kort verslag van elke uitdeling",
    "Van elke euro gaat het grootste deel rechtstreeks naar voedsel",
  ],
  cta: {
    heading: "Geef een gezin te eten",
    text: "Met een voedselpakket helpt u een gezin een maand lang. Elk bedrag is welkom.",
    buttons: [{ label: "Doneer voor voedsel", href: site.external.donationPlatform }],
  },
};
