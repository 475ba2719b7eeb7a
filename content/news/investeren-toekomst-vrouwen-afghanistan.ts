import { paths } from "@shared/paths";
import { articleVideo } from "@shared/site-details";
import type { Article } from "../types";

/** 41 female students in midwifery, maternity care, dental assisting. */
export const investerenToekomstVrouwen: Article = {
  slug: "investeren-toekomst-vrouwen-afghanistan",
  meta: {
    title: "Investeren in de toekomst van vrouwen in Afghanistan",
    description:
      "41 jonge vrouwen in Afghanistan volgen met steun van Stichting Qamar een opleiding tot verloskundige, kraamverzorgende of tandartsassistente.",
  },
  ...(articleVideo ? { video: articleVideo } : {}),
  lead: "Vrouwen in Afghanistan hebben steeds minder mogelijkheden om te studeren en te werken. Tegelijk is er een groot tekort aan vrouwelijke zorgverleners: veel vrouwen kunnen alleen door een vrouw behandeld worden. Daarom steunen wij **41 jonge vrouwen** die een opleiding volgen in de zorg.",
  figures: [
    { value: "41", label: "studentes" },
    { value: "3", label: "zorgopleidingen" },
  ],
  sections: [
    {
      heading: "Drie opleidingen, één doel",
      body: "De studentes volgen een van drie praktijkgerichte opleidingen:\n\n- **Verloskunde:** begeleiding van zwangerschap en bevalling, zodat moeders en baby's veilig zijn\n- **Kraamzorg:** zorg voor moeder en kind in de eerste weken na de geboorte\n- **Tandartsassistentie:** mondzorg en voorlichting, vooral voor kinderen\n\nMet hun diploma kunnen zij werken in klinieken en ziekenhuizen in hun eigen provincie, en verdienen zij een inkomen voor hun gezin.",
    },
    {
      heading: "Wat wij betalen",
      body: "Onze steun dekt het lesgeld, studieboeken en het vervoer naar de opleiding. Voor studentes uit de armste gezinnen betalen we ook een kleine maandelijkse vergoeding, zodat zij niet hoeven te stoppen om geld te verdienen.",
    },
    {
      heading: "Helpt u mee?",
      body: `Een opleiding duurt meerdere jaren. Met een vaste maandelijkse bijdrage zorgt u dat de studentes hun opleiding kunnen afmaken: [word drager](${paths.becomeSponsor}). Lees ook over onze [studiebeurzen voor vrouwen](/activiteit/studiebeurs-voor-vrouwen) en onze [onderwijsprojecten](${paths.educationProjects}).`,
    },
  ],
};
