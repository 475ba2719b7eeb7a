import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** Aid reaches people within 24 to 48 hours. */
export const emergencyProjects: ProjectPage = {
  path: paths.emergencyProjects,
  meta: {
    title: "Noodhulp bij oorlog en natuurrampen",
    description:
      "Na een aardbeving, overstroming of oorlog brengen onze partners binnen 24 tot 48 uur voedsel, water, dekens en onderdak. Steun onze noodhulp.",
  },
  name: "Noodhulp",
  icon: "tent",
  illustration: "tent",
  tone: "urgent",
  heading: "Snel ter plaatse als elke minuut telt",
  intro:
    "Bij een aardbeving, een overstroming of oorlog verliezen mensen in één klap hun huis, hun inkomen en soms hun familie. Dankzij onze vaste partners in de getroffen gebieden kan de eerste hulp **binnen 24 tot 48 uur** bij de mensen zijn. Wij kopen in de regio in en delen direct uit.",
  figures: [
    { value: "24-48 uur", label: "tot de eerste hulp ter plaatse is" },
    { value: "1000+", label: "gezinnen geholpen" },
    { value: "8+", label: "soorten projecten" },
  ],
  cardsHeading: "Wat we in de eerste weken doen",
  cards: [
    {
      icon: "utensils",
      title: "Voedsel en water",
      text: "Voedselpakketten, brood en flessen drinkwater voor gezinnen die alles kwijt zijn.",
    },
    {
      icon: "tent",
      title: "Onderdak",
      text: "Tenten, dekens, matrassen en winterpakketten voor wie buiten of in een kamp moet slapen.",
    },
    {
      icon: "stethoscope",
      title: "Medische zorg",
      text: "Medicijnen, verbandmiddelen en hygiënepakketten, via lokale klinieken en mobiele artsenteams.",
    },
  ],
  sections: [
    {
      heading: "Van noodhulp naar wederopbouw",
      body: "Na de eerste weken blijven we. Waar het kan helpen we gezinnen bij het herstellen of herbouwen van hun huis, zorgen we voor schoon water en voor een inkomen. Zo gaven we na de aardbeving in Afghanistan eerst winterpakketten uit in drie kampen en bereiden we nu de bouw van nieuwe woningen voor. Lees daarover in [Hoop in tijden van ramp](/activiteit/hoop-in-tijden-van-ramp).",
    },
  ],
  benefitsHeading: "Waarom noodhulp via Stichting Qamar",
  benefits: [
    "Vaste lokale partners die de weg en de mensen kennen",
    "Inkoop in de regio: sneller en goedkoper",
    "Hulp voor iedereen in nood, ongeacht afkomst of geloof",
    "Verslag met foto's van elke uitdeling",
  ],
  cta: {
    heading: "Help nu, niet morgen",
    text: "Uw gift voor noodhulp wordt ingezet waar de nood op dit moment het hoogst is. Wilt u elke week één gezin helpen? Kijk dan bij [noodhulp voor gezinnen](/noodhulp).",
    buttons: [{ label: "Doneer voor noodhulp", href: site.external.donationPlatform }],
  },
};
