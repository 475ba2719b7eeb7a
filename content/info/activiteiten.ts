import { formatEuroWhole } from "@shared/money";
import { activityPath, paths } from "@shared/paths";
import type { InfoPage } from "../types";

/** ANBI "verslag van de uitgeoefende activiteiten"; the foundation's figures. */
export const activitiesPage: InfoPage = {
  path: paths.activities,
  meta: {
    title: "Activiteiten: wat we doen en wat we bereikten",
    description:
      "Een overzicht van onze activiteiten: noodhulp, water, voedsel, onderwijs, zorg voor wezen, gezondheid, qurban, landbouw, bouw en duurzaamheid.",
  },
  eyebrow: "Over ons",
  heading: "Onze activiteiten",
  intro:
    "Van een voedselpakket na een aardbeving tot een studiebeurs voor een jonge vrouw: hier leest u wat we doen, waar, en wat het tot nu toe heeft opgeleverd.",
  illustration: "family",
  sections: [
    {
      heading: "Resultaten tot nu toe",
      body: `- Meer dan **1000 gezinnen** geholpen met voedsel, onderdak en noodhulp\n- Meer dan **50 waterputten** geslagen voor ruim 25.000 mensen\n- Meer dan **200 wezen** krijgen maandelijks steun (${formatEuroWhole(30)} per wees per maand)\n- Projecten in **8 soorten** hulp, in onder meer Gaza en Afghanistan`,
    },
    {
      heading: "Noodhulp",
      body: `Na oorlog en natuurrampen delen onze partners binnen 24 tot 48 uur voedsel, water, dekens en tenten uit. Recent: [winterhulp voor 1.000 gezinnen in Gaza](${activityPath("winterhulp-gaza-2025")}) en [noodhulp na de aardbeving in Afghanistan](${activityPath("hoop-in-tijden-van-ramp")}). Meer bij [noodhulpprojecten](${paths.emergencyProjects}) en [noodhulp voor gezinnen](${paths.emergencyAid}).`,
    },
    {
      heading: "Water en voedsel",
      body: `We slaan [waterputten](${paths.waterProjects}) vanaf ${formatEuroWhole(750)} per put en delen [voedselpakketten en brood](${paths.foodProjects}) uit. Rond het Offerfeest verzorgen we uw [qurban](${paths.qurbanProjects}).`,
    },
    {
      heading: "Onderwijs en wezen",
      body: `We betalen schoolgeld, schoolkleding en studiebeurzen en steunen leraren ([onderwijsprojecten](${paths.educationProjects})). In Afghanistan volgen [41 jonge vrouwen een zorgopleiding](${activityPath("investeren-toekomst-vrouwen-afghanistan")}) met onze [studiebeurzen](${activityPath("studiebeurs-voor-vrouwen")}). Voor ${formatEuroWhole(30)} per maand zorgt u voor een wees: [word drager](${paths.becomeSponsor}).`,
    },
    {
      heading: "Gezondheid, landbouw, bouw en duurzaamheid",
      body: `We organiseren [medische hulp](${paths.healthProjects}), helpen boeren met [zaaigoed, irrigatie en vee](${paths.agricultureProjects}), [bouwen](${paths.constructionProjects}) weeshuizen, scholen en klinieken en [herstellen droog land](${paths.sustainableProjects}) in Afghanistan ([verslag](${activityPath("ecosystem-restoration")})).`,
    },
    {
      heading: "Op de hoogte blijven",
      body: `Alle verslagen staan bij [nieuws](${paths.news}). Het jaarverslag vindt u bij [rapporten](${paths.reports}).`,
    },
  ],
  updated: "2025-09-17",
};
