import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** School fees, scholarships, school clothing, teacher support. */
export const educationProjects: ProjectPage = {
  path: paths.educationProjects,
  meta: {
    title: "Onderwijsprojecten: schoolgeld, studiebeurzen en leraren",
    description:
      "Schoolgeld, studiebeurzen, schooluniformen en steun voor leraren: zo krijgen kinderen en jonge vrouwen in armoede en oorlog toch onderwijs.",
  },
  name: "Onderwijs",
  icon: "graduation-cap",
  illustration: "school",
  tone: "primary",
  heading: "Onderwijs opent deuren",
  intro:
    "Een kind dat kan lezen, schrijven en rekenen heeft een betere toekomst. Toch gaan miljoenen kinderen niet naar school omdat hun ouders het schoolgeld of de kleding niet kunnen betalen, of omdat er geen leraar is. Voor meisjes en jonge vrouwen in Afghanistan is onderwijs nog moeilijker bereikbaar. Wij helpen op vier manieren.",
  cardsHeading: "Zo helpen we",
  cards: [
    {
      icon: "book-open",
      title: "Schoolgeld en schoolspullen",
      text: "We betalen schoolgeld, boeken, schriften en een schooltas, zodat arme kinderen en wezen naar school kunnen.",
    },
    {
      icon: "graduation-cap",
      title: "Studiebeurzen",
      text: "Jonge vrouwen krijgen een beurs voor een beroepsopleiding in de zorg, zoals verloskunde en tandartsassistentie.",
    },
    {
      icon: "shield-check",
      title: "Schoolkleding",
      text: "Een uniform en goede schoenen: voor veel kinderen de voorwaarde om naar school te mogen.",
    },
    {
      icon: "users",
      title: "Steun voor leraren",
      text: "Een eerlijk salaris en lesmateriaal voor leraren in dorpen en kampen, zodat de lessen doorgaan.",
    },
  ],
  benefitsHeading: "Wat onderwijs oplevert",
  benefits: [
    "Kinderen die kunnen lezen en schrijven hebben later meer kans op werk",
    "Opgeleide vrouwen verbeteren de zorg voor hun hele gemeenschap",
    "Een vaste dagstructuur en een veilige plek voor kinderen in crisisgebieden",
    "Leraren die blijven, omdat hun werk gewaardeerd en betaald wordt",
  ],
  cta: {
    heading: "Geef een kind een toekomst",
    text: "Met uw gift betaalt u schoolgeld, een uniform of een deel van een studiebeurs. Lees ook over onze [studiebeurzen voor vrouwen](/activiteit/studiebeurs-voor-vrouwen).",
    buttons: [{ label: "Doneer voor onderwijs", href: site.external.donationPlatform }],
  },
};
