import type { Card, PageMeta } from "./types";

/**
 * Copy of the donation pages: /doneren, /noodhulp, /djumua-sadaqa, /sadaqah1,
 * /donation-success, /donation-cancelled and the demo checkout. Fixed texts
 * (toasts, titles) live in the forms and schemas; this is the surrounding copy.
 */
export const donatePage = {
  meta: {
    title: "Doneren",
    description:
      "Doneer eenmalig of word maandelijkse donateur van Stichting Qamar. 100% naar de projecten, veilig betalen met iDEAL en giften aftrekbaar dankzij de ANBI-status.",
  } satisfies PageMeta,
  eyebrow: "Doneren",
  heading: "Uw gift helpt direct",
  intro:
    "Met een eenmalige gift of een maandelijkse bijdrage helpt u mensen die getroffen zijn door oorlog en natuurrampen aan voedsel, water, onderdak en onderwijs.",
  winter: {
    badge: "Winterhulp Gaza",
    heading: "Deze winter telt elke gift",
    text: "Gezinnen in Gaza overleven de winter in tenten. Met onze winterhulp brengen we babymelk, olie, rijst, meel en andere levensmiddelen. Ons doel is € 90.000 voor 1.000 gezinnen.",
    cta: "Doneer voor winterhulp",
  },
  trust: [
    {
      icon: "hand-heart",
      title: "100% naar projecten",
      text: "Uw donatie gaat volledig naar de hulp. Vrijwilligers en eigen middelen dragen de kosten.",
    },
    {
      icon: "shield-check",
      title: "Veilig betalen",
      text: "U betaalt via een betrouwbare betaalprovider, met iDEAL of een bankoverschrijving.",
    },
    {
      icon: "hand-coins",
      title: "ANBI erkend",
      text: "Stichting Qamar is een ANBI: uw gift is aftrekbaar voor de belasting.",
    },
    {
      icon: "camera",
      title: "Transparant",
      text: "We laten zien waar uw geld naartoe gaat, met verslagen en foto's van de projecten.",
    },
  ] satisfies Card[],
  oneOff: {
    heading: "Doneer Nu",
    text: "Kies een bedrag en een bestemming. Na het invullen gaat u naar een beveiligde betaalpagina.",
  },
  monthly: {
    heading: "Word maandelijkse donateur",
    text: "Met een vast bedrag per maand kunnen we hulp plannen en projecten volhouden. U regelt uw gift hier in één keer, en pauzeert of stopt hem wanneer u wilt.",
  },
  benefits: {
    heading: "Waarom maandelijks geven?",
    items: [
      "Structurele hulp: we kunnen projecten plannen en volhouden.",
      "Weeskinderen en gezinnen krijgen elke maand zekerheid.",
      "Uw gift is aftrekbaar dankzij onze ANBI-status.",
      "U ontvangt updates over de projecten die u steunt.",
      "U kunt uw maandelijkse gift altijd wijzigen of stoppen.",
    ],
  },
  /** The way to /periodiek-schenken. */
  periodic: {
    heading: "Periodiek schenken",
    text: "Geeft u minimaal vijf jaar hetzelfde bedrag per jaar? Leg het vast in een overeenkomst periodieke gift: dan is uw gift volledig aftrekbaar.",
    link: "Meer over periodiek schenken",
  },
};

export const emergencyPage = {
  meta: {
    title: "Noodhulp voor families",
    description:
      "Help elke week één familie in nood. Doel: € 1.000 per week. Wat meer binnenkomt gaat naar onze lopende noodhulpprojecten.",
  } satisfies PageMeta,
  eyebrow: "Noodhulp",
  heading: "Elke week één familie in nood",
  intro:
    "Elke week kiezen we samen met onze partners ter plaatse één familie die getroffen is door oorlog of een ramp. Met € 1.000 krijgt die familie voedsel, onderdak en de eerste zorg.",
  goalEuros: 1000,
  goalText: "Doel deze week",
  extraNote: "Komt er meer binnen dan nodig? Dan gaat het extra geld naar onze lopende projecten.",
  formHeading: "Help deze week",
  fridayLink: "Liever elke vrijdag een kleine sadaqa? Bekijk Djumu'a Sadaqa",
};

export const fridayPage = {
  meta: {
    title: "Djumu'a Sadaqa",
    description:
      "Geef op vrijdag een sadaqa aan Stichting Qamar. Kies € 5, € 10, € 15 of € 20, of een eigen bedrag.",
  } satisfies PageMeta,
  eyebrow: "Djumu'a Sadaqa",
  heading: "Uw sadaqa op vrijdag",
  intro:
    "De vrijdag is een gezegende dag om te geven. Met een kleine sadaqa helpt u elke week mensen in nood aan voedsel, water en zorg.",
  formHeading: "Geef uw vrijdag-sadaqa",
};

export const sadaqah1Page = {
  meta: {
    title: "Sadaqah",
    description: "Geef snel een sadaqah aan Stichting Qamar: alleen uw e-mailadres en een bedrag.",
  } satisfies PageMeta,
  eyebrow: "Sadaqah",
  heading: "Geef een sadaqah",
  intro: "Snel en eenvoudig: vul uw e-mailadres en een bedrag in en rond de betaling af.",
  formHeading: "Uw sadaqah",
};

export const resultPages = {
  success: {
    meta: {
      title: "Bedankt voor uw donatie",
      description: "Uw donatie aan Stichting Qamar is ontvangen.",
    } satisfies PageMeta,
  },
  cancelled: {
    meta: {
      title: "Donatie geannuleerd",
      description: "Uw donatie is geannuleerd. Er is niets afgeschreven.",
    } satisfies PageMeta,
  },
  demo: {
    meta: {
      title: "Testbetaling",
      description: "Een testbetaling: er wordt geen geld afgeschreven.",
    } satisfies PageMeta,
  },
};
