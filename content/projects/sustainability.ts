import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** Dry-land restoration in Afghanistan; rainfall, employment, poverty. */
export const sustainableProjects: ProjectPage = {
  path: paths.sustainableProjects,
  meta: {
    title: "Duurzame projecten: herstel van droog land in Afghanistan",
    description:
      "Wij herstellen droog land in Afghanistan met terrassen, bomen en wateropvang, zodat boerenfamilies weer kunnen oogsten.",
  },
  name: "Duurzaamheid",
  icon: "tree",
  illustration: "seedling",
  tone: "primary",
  heading: "Droog land weer vruchtbaar maken",
  intro:
    "Grote delen van Afghanistan krijgen maar **250 tot 400 mm regen per jaar**. Door ontbossing, overbegrazing en droogte spoelt de vruchtbare grond weg. Tegelijk leeft een groot deel van de bevolking van de landbouw. Wij herstellen samen met dorpen het land, zodat het regenwater blijft en er weer iets groeit.",
  figures: [
    { value: "250-400 mm", label: "regen per jaar" },
    { value: "44%", label: "van het werk is in de landbouw" },
    { value: "23%", label: "van de economie komt uit landbouw" },
    { value: "54%", label: "leeft onder de armoedegrens" },
  ],
  cardsHeading: "Wat we doen",
  cards: [
    {
      icon: "droplets",
      title: "Regenwater vasthouden",
      text: "Halvemaanvormige kuilen, kleine dammen en terrassen houden regenwater vast, zodat het de grond in zakt in plaats van wegstroomt.",
    },
    {
      icon: "tree",
      title: "Bomen en struiken",
      text: "Droogtebestendige fruit- en notenbomen houden de grond vast en geven na enkele jaren oogst en inkomen.",
    },
    {
      icon: "users",
      title: "Samen met het dorp",
      text: "Dorpelingen worden betaald voor het werk en leren hoe ze het land onderhouden: werk nu en een oogst later.",
    },
  ],
  sections: [
    {
      heading: "Waarom dit werkt",
      body: "Herstel van droog land is goedkoop en blijvend. Een terras of een halvemaan gaat jaren mee en vraagt alleen wat onderhoud. Het land houdt meer water vast, de grondwaterstand stijgt en er groeit weer gras, graan en fruit. Lees ons verslag [Herstel van het ecosysteem](/activiteit/ecosystem-restoration).",
    },
  ],
  benefitsHeading: "De opbrengst",
  benefits: [
    "Meer water in de bodem en in de putten van het dorp",
    "Betaald werk tijdens de aanleg, oogst en inkomen daarna",
    "Minder erosie en minder schade bij hevige regen",
    "Kennis die het dorp zelf doorgeeft aan buurdorpen",
  ],
  cta: {
    heading: "Geef het land een toekomst",
    text: "Uw gift betaalt terrassen, bomen en het loon van de dorpelingen die het land herstellen.",
    buttons: [{ label: "Doneer voor duurzame projecten", href: site.external.donationPlatform }],
  },
};
