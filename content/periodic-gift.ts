import type { PageMeta } from "./types";

/**
 * Copy of /periodiek-schenken (a periodic gift agreement); its teaser on /doneren is in
 * donations.ts.
 * Form labels, toasts and messages live in the form and the shared schema.
 */
export const periodicGiftPage = {
  meta: {
    title: "Periodiek schenken",
    description:
      "Leg uw gift aan Stichting Qamar voor minimaal vijf jaar vast in een overeenkomst periodieke gift. Zo is uw gift volledig aftrekbaar voor de inkomstenbelasting.",
  } satisfies PageMeta,
  eyebrow: "Periodiek schenken",
  heading: "Geef langer, aftrekbaar zonder drempel",
  intro:
    "Met een periodieke gift spreekt u af dat u ons minimaal vijf jaar lang elk jaar hetzelfde bedrag geeft. Omdat Stichting Qamar een ANBI is, mag u die gift dan helemaal aftrekken van uw inkomen.",
  explanation: {
    heading: "Hoe werkt een periodieke gift?",
    items: [
      {
        title: "Volledig aftrekbaar",
        text: "Een gewone gift is pas aftrekbaar boven een drempel. Een periodieke gift is vanaf de eerste euro aftrekbaar, zonder drempel en zonder maximum.",
      },
      {
        title: "Minimaal vijf jaar",
        text: "U geeft minimaal vijf jaar achter elkaar elk jaar hetzelfde bedrag. U kiest zelf het bedrag, het eerste jaar en hoe vaak u betaalt: per maand, kwartaal, halfjaar of jaar.",
      },
      {
        title: "Wanneer de gift eindigt",
        text: "De gift stopt bij uw overlijden, of als Stichting Qamar haar ANBI-status verliest. U kunt ook kiezen dat de gift stopt als u arbeidsongeschikt of werkloos wordt.",
      },
      {
        title: "Op papier ondertekend",
        text: "Na het formulier ontvangt u de overeenkomst per e-mail. U print haar, vult uw burgerservicenummer (BSN) in, ondertekent haar en stuurt haar naar ons terug. Wij tekenen ook en sturen u een kopie.",
      },
    ],
  },
  bsnNote:
    "Wij vragen uw burgerservicenummer (BSN) niet online. U vult het zelf met de hand in op de geprinte overeenkomst, zodat het nergens op onze website wordt bewaard.",
  form: {
    heading: "Overeenkomst aanvragen",
    text: "Vul de gegevens in. U ontvangt de overeenkomst met uw transactienummer per e-mail.",
  },
};
