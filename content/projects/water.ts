import { formatEuroWhole } from "@shared/money";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** A well from 750 euro; 50+ wells, 25,000+ people, 100+ communities. */
export const waterProjects: ProjectPage = {
  path: paths.waterProjects,
  meta: {
    title: "Waterprojecten: waterputten voor schoon drinkwater",
    description: `Een waterput vanaf ${formatEuroWhole(750)} geeft een hele gemeenschap jarenlang schoon drinkwater. Al 50+ putten voor meer dan 25.000 mensen.`,
  },
  name: "Water",
  icon: "droplets",
  illustration: "water-well",
  tone: "primary",
  heading: "Schoon water, dichtbij huis",
  intro: `Nog altijd lopen vrouwen en kinderen in veel dorpen uren per dag naar een rivier of een vervuilde bron. Een waterput verandert dat in één keer. Samen met lokale partners slaan wij putten en plaatsen we handpompen waar de nood het hoogst is. **Een waterput kost vanaf ${formatEuroWhole(750)}.**`,
  figures: [
    { value: "50+", label: "waterputten geslagen" },
    { value: "25.000+", label: "mensen met schoon water" },
    { value: "100+", label: "gemeenschappen bereikt" },
  ],
  cardsHeading: "Zo werkt een waterproject",
  cards: [
    {
      icon: "clipboard-check",
      title: "Onderzoek ter plaatse",
      text: "Onze partner kiest samen met de dorpsoudsten de plek, laat het grondwater testen en bepaalt hoe diep er geboord moet worden.",
    },
    {
      icon: "hammer",
      title: "Boren en bouwen",
      text: "Lokale vakmensen boren de put, metselen een stevige rand en plaatsen een handpomp die zonder stroom werkt.",
    },
    {
      icon: "users",
      title: "Beheer door het dorp",
      text: "Een watercomité uit het dorp houdt de put schoon en regelt klein onderhoud, zodat de put jarenlang meegaat.",
    },
  ],
  sections: [
    {
      heading: "Duurzaam en blijvend",
      body: "- Handpompen zonder brandstof of stroom, eenvoudig te repareren met lokale onderdelen\n- Een betonnen rand en afvoer houden regenwater en vuil uit de put\n- Uitleg over hygiëne en handen wassen bij de oplevering\n- Na oplevering ontvangt u een verslag met foto's van uw put",
    },
  ],
  benefitsHeading: "Wat een waterput betekent",
  benefits: [
    "Minder buikziekten, vooral bij jonge kinderen",
    "Meisjes hoeven geen water meer te halen en kunnen naar school",
    "Water voor moestuinen en vee in de buurt van het huis",
    "Een vaste ontmoetingsplek die het dorp samen onderhoudt",
  ],
  cta: {
    heading: "Schenk een waterput",
    text: `Met ${formatEuroWhole(750)} maakt u een complete put mogelijk; elk kleiner bedrag telt mee voor de volgende put. Wilt u een put op naam schenken, bijvoorbeeld ter nagedachtenis aan een dierbare? Kies dan de speciale waterputdonatie.`,
    buttons: [
      { label: "Doneer voor water", href: site.external.donationPlatform },
      { label: "Schenk een waterput op naam", href: site.external.wellDonation },
    ],
  },
};
