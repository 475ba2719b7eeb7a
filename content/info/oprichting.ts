import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { InfoPage } from "../types";

export const foundingPage: InfoPage = {
  path: paths.founding,
  meta: {
    title: "Oprichting: hoe Stichting Qamar ontstond",
    description:
      "Waarom Stichting Qamar werd opgericht, wat de naam betekent en hoe een groep vrijwilligers uitgroeide tot een erkende ANBI voor noodhulp en ontwikkeling.",
  },
  eyebrow: "Over ons",
  heading: "Oprichting van Stichting Qamar",
  intro: `${site.name} is opgericht door mensen die het niet langer bij kijken wilden laten. Wat begon met inzamelingen onder vrienden en familie voor slachtoffers van oorlog en natuurrampen, is uitgegroeid tot een stichting met vaste partners in de getroffen gebieden.`,
  illustration: "handshake",
  sections: [
    {
      heading: "Waarom een stichting",
      body: "De oprichters zagen op het nieuws en via familie in het buitenland hoe groot de nood was na oorlogen, aardbevingen en overstromingen. Ze zamelden geld in en brachten het zelf of via bekenden naar de mensen ter plaatse. Dat werkte, maar het moest beter: betrouwbaar, controleerbaar en met verantwoording aan iedere gever. Daarom is in 2023 de stichting opgericht, met een bestuur van vier mensen die hun werk onbezoldigd doen.",
    },
    {
      heading: "De betekenis van de naam",
      body: "Qamar is het Arabische woord voor maan. De maan geeft licht in de donkerste nacht. Zo willen wij er zijn voor mensen in hun donkerste tijd: na een ramp, in een oorlog of in diepe armoede. Ons logo, een maansikkel met een ster, herinnert ons daar elke dag aan.",
    },
    {
      heading: "Wat we sindsdien deden",
      body: `Sinds de oprichting hebben we meer dan 1000 gezinnen geholpen, meer dan 50 waterputten geslagen en zorgen we voor meer dan 200 wezen. We werken in acht soorten projecten, van [noodhulp](${paths.emergencyProjects}) tot [duurzame landbouw](${paths.sustainableProjects}). Een overzicht staat bij onze [activiteiten](${paths.activities}).`,
    },
    {
      heading: "Officiële gegevens",
      body: `- Statutaire naam: ${site.name}\n- Kamer van Koophandel: ${site.registration.kvk}\n- RSIN (fiscaal nummer): ${site.registration.rsin}\n- Erkend als Algemeen Nut Beogende Instelling (ANBI) door de Belastingdienst\n- De [statuten](${paths.statutes}) en het [bestuur](${paths.board}) staan op deze website.`,
    },
  ],
  updated: "2025-09-01",
};
