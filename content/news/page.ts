import type { PageMeta } from "../types";

/** /nieuws. */
export const newsPage = {
  meta: {
    title: "Nieuws en activiteiten",
    description:
      "Verslagen van onze projecten en acties: winterhulp in Gaza, noodhulp na de aardbeving in Afghanistan, studiebeurzen voor vrouwen en herstel van droog land.",
  } satisfies PageMeta,
  eyebrow: "Nieuws",
  heading: "Nieuws en activiteiten",
  intro:
    "Hier leest u wat we met uw steun doen: verslagen van uitdelingen, projecten en acties, met de resultaten.",
  readMore: "Lees meer",
  article: {
    back: "Terug naar nieuws",
    donate: "Doneer Nu",
    sponsor: "Word Drager",
    more: "Meer Nieuws",
    ctaHeading: "Helpt u mee?",
    ctaText: "Met uw gift of een vaste maandelijkse bijdrage maakt u dit werk mogelijk.",
  },
};
