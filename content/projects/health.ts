import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

export const healthProjects: ProjectPage = {
  path: paths.healthProjects,
  meta: {
    title: "Gezondheidsprojecten: zorg voor wie geen arts kan betalen",
    description:
      "Medicijnen, operaties, medische kampen en zorg voor moeder en kind in gebieden waar gezondheidszorg onbetaalbaar of onbereikbaar is.",
  },
  name: "Gezondheid",
  icon: "heart-pulse",
  illustration: "clinic",
  tone: "primary",
  heading: "Gezondheid is geen luxe",
  intro:
    "In oorlogsgebieden en arme dorpen is een dokter vaak dagen reizen ver, en zijn medicijnen onbetaalbaar. Een eenvoudige infectie of een moeilijke bevalling kan daardoor levensgevaarlijk worden. Samen met lokale artsen, verloskundigen en klinieken brengen wij zorg dichterbij.",
  cardsHeading: "Onze gezondheidsprojecten",
  cards: [
    {
      icon: "stethoscope",
      title: "Medische kampen",
      text: "Eén of meer dagen gratis spreekuur in afgelegen dorpen, met onderzoek, medicijnen en doorverwijzing.",
    },
    {
      icon: "baby",
      title: "Moeder en kind",
      text: "Zwangerschapscontroles, veilige bevallingen en vitamines voor moeders en baby's, via opgeleide verloskundigen.",
    },
    {
      icon: "heart-pulse",
      title: "Operaties en behandeling",
      text: "Vergoeding van levensreddende operaties en behandelingen voor patiënten zonder verzekering of inkomen.",
    },
  ],
  sections: [
    {
      heading: "Investeren in lokale zorgverleners",
      body: "Zorg is pas blijvend als er genoeg opgeleide mensen zijn. Daarom steunen we ook opleidingen: in Afghanistan volgen 41 jonge vrouwen met onze steun een opleiding tot verloskundige, kraamverzorgende of tandartsassistente. Lees meer in [Investeren in de toekomst van vrouwen in Afghanistan](/activiteit/investeren-toekomst-vrouwen-afghanistan).",
    },
  ],
  benefitsHeading: "Wat uw gift doet",
  benefits: [
    "Gratis zorg voor gezinnen die een dokter niet kunnen betalen",
    "Veiligere bevallingen en gezondere baby's",
    "Werk en opleiding voor lokale artsen en verloskundigen",
    "Minder ziekte door voorlichting over hygiëne",
  ],
  cta: {
    heading: "Geef gezondheid",
    text: "Uw bijdrage betaalt medicijnen, spreekuren en operaties voor mensen die anders geen zorg krijgen.",
    buttons: [{ label: "Doneer voor gezondheid", href: site.external.donationPlatform }],
  },
};
