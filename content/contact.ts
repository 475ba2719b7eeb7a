import type { PageMeta } from "./types";

/** /contact: linked from the cancelled page; the twin of home section 8. */
export const contactPage = {
  meta: {
    title: "Contact",
    description:
      "Neem contact op met Stichting Qamar: bel, mail of stuur een bericht via het formulier. We reageren binnen vijf werkdagen.",
  } satisfies PageMeta,
  eyebrow: "Contact",
  heading: "Contact",
  intro:
    "Heeft u een vraag over een project, uw donatie, zakaat of samenwerking? Bel, mail of stuur een bericht. We reageren binnen vijf werkdagen.",
  detailsHeading: "Onze gegevens",
  formHeading: "Stuur ons een bericht",
};
