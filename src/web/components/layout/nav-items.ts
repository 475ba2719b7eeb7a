import { homeSection, paths } from "@shared/paths";

export type NavItem = { label: string; to: string };

/** Top navigation items, in order. */
export const mainNav: readonly NavItem[] = [
  { label: "Home", to: homeSection("home") },
  { label: "Projecten", to: homeSection("projects") },
  { label: "Zakaat", to: paths.zakat },
  { label: "Samenwerking", to: paths.partnership },
  { label: "Nieuws", to: paths.news },
  { label: "Contact", to: homeSection("contact") },
];

/** The 'Over Ons' dropdown: the about and policy pages; the footer links them too. */
export const aboutNav: readonly NavItem[] = [
  { label: "Oprichting Qamar", to: paths.founding },
  { label: "Visie en missie", to: paths.visionMission },
  { label: "Beleidsplan", to: paths.policyPlan },
  { label: "Donatiebeleid", to: paths.donationPolicy },
  { label: "Activiteiten", to: paths.activities },
  { label: "Privacy (AVG)", to: paths.privacy },
  { label: "Bestuur", to: paths.board },
  { label: "Rapporten", to: paths.reports },
  { label: "Klachten en integriteit", to: paths.complaintsIntegrity },
  { label: "Ontwikkelingsproces", to: paths.developmentProcess },
  { label: "Statuten", to: paths.statutes },
  { label: "Gedragscode", to: paths.codeOfConduct },
];

export const aboutLabel = "Over Ons";
export const donateItem: NavItem = { label: "Doneren", to: paths.donate };
