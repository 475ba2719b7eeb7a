import { paths } from "@shared/paths";
import type { Article } from "../types";

/** Scholarships for women (8 Aug 2024). */
export const studiebeursVoorVrouwen: Article = {
  slug: "studiebeurs-voor-vrouwen",
  meta: {
    title: "Studiebeurzen voor vrouwen",
    description:
      "Met een studiebeurs van Stichting Qamar volgen jonge vrouwen een beroepsopleiding, zodat zij hun gezin en gemeenschap kunnen onderhouden.",
  },
  lead: "Onderwijs voor vrouwen is een van de beste investeringen in een gemeenschap. Een vrouw met een vak verdient een inkomen, zorgt dat haar kinderen naar school gaan en geeft haar kennis door. Toch kunnen veel jonge vrouwen een opleiding niet betalen. Daarom zijn we een studiebeurzenprogramma gestart.",
  sections: [
    {
      heading: "Voor wie",
      body: "De beurzen zijn bedoeld voor jonge vrouwen uit gezinnen met een laag inkomen, met voorrang voor wezen en weduwen. Onze lokale partner selecteert de studentes samen met de opleidingsinstituten, op motivatie en financiële nood.",
    },
    {
      heading: "Wat een beurs dekt",
      body: "- Lesgeld voor het hele studiejaar\n- Boeken en lesmateriaal\n- Vervoer naar de opleiding\n- Begeleiding door een mentor tijdens de studie",
    },
    {
      heading: "Resultaat",
      body: `Dit programma groeide uit tot de opleiding van 41 studentes in de zorg, waarover u leest in [Investeren in de toekomst van vrouwen in Afghanistan](/activiteit/investeren-toekomst-vrouwen-afghanistan). Wilt u een studente steunen? Doneer via de [donatiepagina](${paths.donate}) met als bestemming Vrouwen of Onderwijs.`,
    },
  ],
};
