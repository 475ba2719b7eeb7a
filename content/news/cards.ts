import type { ActivitySlug } from "@shared/paths";
import { articleVideo } from "@shared/site-details";
import type { NewsCard } from "../types";

/**
 * The five published activity articles as cards, newest
 * first as on /nieuws. Only articles that exist are listed (docs/decisions/022).
 */
export const newsCards: readonly (NewsCard & { slug: ActivitySlug })[] = [
  {
    slug: "winterhulp-gaza-2025",
    category: "Noodhulp",
    date: "2025-09-17",
    title: "Winterhulp Gaza 2025: 1.000 gezinnen de winter door",
    summary:
      "Babymelk, meel, rijst, olie en suiker voor 1.000 gezinnen in Gaza. Al 45% van het doel van € 90.000 is bereikt: zie precies wat betaald is en wat nog openstaat.",
    illustration: "winter",
  },
  {
    slug: "investeren-toekomst-vrouwen-afghanistan",
    category: "Onderwijs",
    date: "2025-09-07",
    title: "Investeren in de toekomst van vrouwen in Afghanistan",
    summary:
      "41 jonge vrouwen volgen met onze steun een opleiding tot verloskundige, kraamverzorgende of tandartsassistente.",
    illustration: "school",
    // The article shows its video only once its address is the foundation's own.
    ...(articleVideo ? { hasVideo: true } : {}),
  },
  {
    slug: "hoop-in-tijden-van-ramp",
    category: "Noodhulp",
    date: "2024-09-20",
    urgent: true,
    title: "Hoop in tijden van ramp: noodhulp na de aardbeving in Afghanistan",
    summary:
      "Meer dan 2.200 doden en 6.700 verwoeste huizen. Wij deelden winterpakketten uit in drie kampen en bereiden de bouw van nieuwe huizen voor.",
    illustration: "tent",
  },
  {
    slug: "studiebeurs-voor-vrouwen",
    category: "Onderwijs",
    date: "2024-08-08",
    title: "Studiebeurzen voor vrouwen: een vak leren, een toekomst bouwen",
    summary:
      "Met een studiebeurs kunnen jonge vrouwen een beroepsopleiding volgen en straks hun gezin en hun gemeenschap onderhouden.",
    illustration: "family",
  },
  {
    slug: "ecosystem-restoration",
    category: "Duurzaamheid",
    date: "2024-06-06",
    title: "Herstel van het ecosysteem: droog land weer groen",
    summary:
      "In Afghanistan herstellen dorpelingen met terrassen, wateropvang en bomen het uitgedroogde land. Zo blijft het regenwater en groeit er weer iets.",
    illustration: "seedling",
  },
];

/** Home section 7: the five cards in their published order. */
export const homeNewsOrder: readonly ActivitySlug[] = [
  "hoop-in-tijden-van-ramp",
  "winterhulp-gaza-2025",
  "studiebeurs-voor-vrouwen",
  "ecosystem-restoration",
  "investeren-toekomst-vrouwen-afghanistan",
];
