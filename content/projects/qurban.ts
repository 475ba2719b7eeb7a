import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { ProjectPage } from "../types";

/** Qurban / Eid al-Adha sheep donation, 4 steps, report with photos. */
export const qurbanProjects: ProjectPage = {
  path: paths.qurbanProjects,
  meta: {
    title: "Qurban: uw offerdier voor Eid al-Adha",
    description:
      "Laat uw qurban (offerschaap) voor Eid al-Adha slachten en verdelen onder arme gezinnen. In vier stappen geregeld, met verslag en foto's.",
  },
  name: "Qurban",
  icon: "gift",
  illustration: "sheep",
  tone: "primary",
  heading: "Uw qurban bij wie het het hardst nodig heeft",
  intro:
    "Met het Offerfeest (Eid al-Adha) offeren moslims wereldwijd een dier en delen het vlees met familie, buren en mensen in armoede. Voor veel arme gezinnen is dit het enige moment in het jaar dat ze vlees eten. Wij verzorgen uw qurban in gebieden waar de nood groot is.",
  cardsHeading: "In vier stappen geregeld",
  cards: [
    {
      icon: "hand-heart",
      title: "1. U geeft uw qurban op",
      text: "Doneer vóór Eid al-Adha en geef de naam door namens wie het offer wordt gebracht.",
    },
    {
      icon: "clipboard-check",
      title: "2. Wij kopen een gezond dier",
      text: "Onze partner koopt een gezond schaap dat voldoet aan alle voorwaarden voor een qurban.",
    },
    {
      icon: "shield-check",
      title: "3. Slachten volgens de regels",
      text: "Na het Eid-gebed wordt het dier op de juiste wijze en in uw naam geslacht.",
    },
    {
      icon: "camera",
      title: "4. Verdelen en verslag",
      text: "Het vlees gaat naar arme gezinnen, weduwen en wezen. U ontvangt een verslag met foto's.",
    },
  ],
  benefitsHeading: "Waarom uw qurban via ons",
  benefits: [
    "Het vlees komt bij gezinnen die het hele jaar geen vlees kunnen kopen",
    "Dieren uit de regio: goed voor lokale boeren en geen lange transporten",
    "Slachten op de dagen van Eid, in uw naam",
    "Een verslag met foto's als bevestiging",
  ],
  cta: {
    heading: "Geef uw qurban op",
    text: "Geef uw qurban tijdig op, zodat onze partners de dieren voor Eid kunnen inkopen.",
    buttons: [{ label: "Doneer uw qurban", href: site.external.donationPlatform }],
  },
};
