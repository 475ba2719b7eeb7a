import { paths } from "@shared/paths";
import type { InfoPage } from "../types";

/** Helps victims of wars and natural disasters; four values. */
export const visionMissionPage: InfoPage = {
  path: paths.visionMission,
  meta: {
    title: "Visie en missie",
    description:
      "Onze missie: slachtoffers van oorlog en natuurrampen helpen met noodhulp en duurzame projecten. Lees onze visie en de vier waarden waar we voor staan.",
  },
  eyebrow: "Over ons",
  heading: "Visie en missie",
  intro:
    "Wij geloven dat ieder mens recht heeft op voedsel, schoon water, onderdak, zorg en onderwijs, waar hij ook woont en wat hem ook overkomt.",
  illustration: "family",
  sections: [
    {
      heading: "Onze missie",
      body: "Stichting Qamar helpt slachtoffers van oorlogen en natuurrampen. We bieden snelle noodhulp als een ramp toeslaat en blijven daarna, met projecten die mensen weer op eigen benen zetten: waterputten, onderwijs, gezondheidszorg, landbouw en wederopbouw. We doen dat samen met betrouwbare lokale hulporganisaties, die de mensen en de omstandigheden het best kennen.",
    },
    {
      heading: "Onze visie",
      body: "Hulp werkt het best als hij snel is waar het moet en blijvend waar het kan. Daarom combineren we noodhulp met duurzame oplossingen. Een voedselpakket helpt vandaag; een waterput, een opleiding of een oogst helpt jaren. Wij willen dat elke euro zoveel mogelijk verschil maakt, en dat iedere gever kan zien wat er met zijn gift gebeurt.",
    },
    {
      heading: "Onze waarden",
      body: "- **Compassie:** we zien de mens achter elk getal en helpen iedereen in nood, ongeacht afkomst, geloof of overtuiging.\n- **Gemeenschap:** we werken samen met lokale partners en met de mensen zelf, en we bouwen aan een gemeenschap van gevers en vrijwilligers in Nederland.\n- **Wereldwijde impact:** we gaan waar de nood het hoogst is, van Gaza tot Afghanistan.\n- **Duurzame oplossingen:** we kiezen voor hulp die blijft werken, ook als wij weer weg zijn.",
    },
    {
      heading: "Zo maken we het waar",
      body: `Hoe we dit in de praktijk brengen, staat in ons [beleidsplan](${paths.policyPlan}), ons [donatiebeleid](${paths.donationPolicy}) en onze [gedragscode](${paths.codeOfConduct}).`,
    },
  ],
  updated: "2025-09-01",
};
