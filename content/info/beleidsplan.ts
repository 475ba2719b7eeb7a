import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { InfoPage } from "../types";

/** The ANBI policy plan: objective, work, fundraising, assets, remuneration. */
export const policyPlanPage: InfoPage = {
  path: paths.policyPlan,
  meta: {
    title: "Beleidsplan 2024-2026",
    description:
      "Het beleidsplan van Stichting Qamar: doelstelling, werkzaamheden, werving en besteding van gelden, beloningsbeleid en plannen voor 2024-2026.",
  },
  eyebrow: "ANBI-gegevens",
  heading: "Beleidsplan 2024-2026",
  intro:
    "In dit beleidsplan staat wat we willen bereiken, hoe we dat doen, hoe we geld werven en besteden en hoe we daarover verantwoording afleggen. Het plan wordt elk jaar door het bestuur besproken en waar nodig bijgesteld.",
  sections: [
    {
      heading: "1. Doelstelling",
      body: "De stichting heeft ten doel: het verlenen van hulp aan slachtoffers van oorlogen, gewapende conflicten en natuurrampen en aan mensen die in extreme armoede leven, en het bevorderen van duurzame ontwikkeling in de getroffen gebieden, zonder onderscheid naar afkomst, geloof of overtuiging. De stichting heeft geen winstoogmerk.",
    },
    {
      heading: "2. Werkzaamheden",
      body: `We werken in acht soorten projecten: [noodhulp](${paths.emergencyProjects}), [gezondheid](${paths.healthProjects}), [water](${paths.waterProjects}), [onderwijs](${paths.educationProjects}), [qurban](${paths.qurbanProjects}), [landbouw](${paths.agricultureProjects}), [voedsel](${paths.foodProjects}) en [bouw](${paths.constructionProjects}), aangevuld met [duurzame projecten](${paths.sustainableProjects}) en de zorg voor wezen. Projecten voeren we uit via betrouwbare lokale partners. Hoe een project tot stand komt, staat in ons [ontwikkelingsproces](${paths.developmentProcess}).`,
    },
    {
      heading: "3. Werving van gelden",
      body: "We werven geld bij particulieren, bedrijven, moskeeën en andere organisaties, via:\n\n- eenmalige en maandelijkse donaties op deze website en via een extern donatieplatform;\n- zakaat en sadaqa, die we apart registreren en volgens de voorwaarden besteden;\n- acties voor een concreet doel, zoals Winterhulp Gaza;\n- bijeenkomsten en inzamelingen door vrijwilligers.\n\nWe werven eerlijk: we beloven niets wat we niet kunnen waarmaken en we gebruiken geen misleidende beelden.",
    },
    {
      heading: "4. Beheer en besteding van het vermogen",
      body: "Giften worden zo snel mogelijk besteed aan het doel waarvoor ze gegeven zijn. Giften met een bestemming (bijvoorbeeld water of winterhulp) besteden we alleen aan dat doel. De stichting houdt alleen een beperkte reserve aan om lopende verplichtingen aan partners te kunnen nakomen. De kosten voor beheer en administratie zijn ten hoogste 10% van de inkomsten; ons streven is ten hoogste 2%. Betalingen aan partners gaan in termijnen en pas na een verslag over de vorige termijn.",
    },
    {
      heading: "5. Beloningsbeleid",
      body: `De bestuurders ontvangen geen beloning voor hun werk; zij kunnen alleen werkelijk gemaakte en aantoonbare onkosten vergoed krijgen. De stichting heeft geen betaald personeel. Zie ook de pagina [bestuur](${paths.board}).`,
    },
    {
      heading: "6. Plannen voor 2024-2026",
      body: "- Meer waterputten en handpompen in gebieden met grote droogte\n- Uitbreiding van de studiebeurzen voor jonge vrouwen in de zorg\n- Een vaste groep dragers die maandelijks geeft, zodat projecten langer vooruit kunnen plannen\n- Betere verslaglegging met foto's en cijfers per project\n- Doorgaan met noodhulp waar een nieuwe ramp toeslaat",
    },
    {
      heading: "7. Verantwoording",
      body: `Elk jaar stelt het bestuur een jaarverslag en een financiële verantwoording op, die we publiceren bij [rapporten](${paths.reports}). ${site.name} staat ingeschreven bij de Kamer van Koophandel onder nummer ${site.registration.kvk}; het RSIN is ${site.registration.rsin}.`,
    },
  ],
  updated: "2024-01-15",
};
