import { paths } from "@shared/paths";
import type { IllustrationName } from "../types";

export type ProjectCard = {
  path: string;
  name: string;
  /** Clamped to three lines on the home page. */
  summary: string;
  illustration: IllustrationName;
};

/**
 * The nine cards of the home page's projects grid, in order.
 * Kept apart from the full pages so the home page loads only these short texts.
 */
export const projectCards: readonly ProjectCard[] = [
  {
    path: paths.emergencyProjects,
    name: "Noodhulp",
    summary:
      "Snelle hulp na oorlog en natuurrampen: voedsel, drinkwater, dekens, tenten en medicijnen, binnen 24 tot 48 uur bij de getroffen families.",
    illustration: "tent",
  },
  {
    path: paths.healthProjects,
    name: "Gezondheid",
    summary:
      "Medicijnen, operaties en medische kampen voor mensen die geen dokter kunnen betalen, met extra aandacht voor moeders en jonge kinderen.",
    illustration: "clinic",
  },
  {
    path: paths.waterProjects,
    name: "Water",
    summary:
      "Waterputten en waterpompen voor dorpen en vluchtelingenkampen: schoon drinkwater dicht bij huis, minder ziekte en meer tijd voor school en werk.",
    illustration: "water-well",
  },
  {
    path: paths.educationProjects,
    name: "Onderwijs",
    summary:
      "Schoolgeld, schoolkleding, studiebeurzen voor jonge vrouwen en steun voor leraren: onderwijs is de weg uit armoede.",
    illustration: "school",
  },
  {
    path: paths.qurbanProjects,
    name: "Qurban",
    summary:
      "Uw offerdier voor Eid al-Adha, volgens de regels geslacht en verdeeld onder arme gezinnen, met een verslag en foto's achteraf.",
    illustration: "sheep",
  },
  {
    path: paths.agricultureProjects,
    name: "Landbouw",
    summary:
      "Zaaigoed, gereedschap, irrigatie en vee voor boerenfamilies, zodat zij weer hun eigen voedsel verbouwen en een inkomen hebben.",
    illustration: "wheat",
  },
  {
    path: paths.foodProjects,
    name: "Voedsel",
    summary:
      "Voedselpakketten, brood en warme maaltijden voor gezinnen die door oorlog, droogte of armoede niet genoeg te eten hebben.",
    illustration: "bread",
  },
  {
    path: paths.constructionProjects,
    name: "Bouw",
    summary:
      "Weeshuizen, scholen, klinieken en gemeenschapscentra: gebouwd of hersteld met lokale bouwers, voor gemeenschappen die alles kwijt zijn.",
    illustration: "building",
  },
  {
    path: paths.sustainableProjects,
    name: "Duurzaamheid",
    summary:
      "Herstel van droog land in Afghanistan met bomen, terrassen en wateropvang: duurzame oplossingen waar droogte en armoede elkaar versterken.",
    illustration: "seedling",
  },
];
