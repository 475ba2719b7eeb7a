// Not from money.ts: the home page's first-load script carries the whole-euro writer only.
import { formatEuroWhole } from "@shared/euro-whole";
import { paths } from "@shared/paths";

type Figure = { value: string; label: string };
type CallToAction = { label: string; to: string };

export type HomeHero = {
  eyebrow: string;
  headline: string;
  text: string;
  donate: CallToAction;
  sponsor: CallToAction;
  figures: readonly Figure[];
};

/** <title> reads "Stichting Qamar – {title}". */
export const homeMeta = {
  title: "Noodhulp en duurzame hulp voor mensen in nood",
  description:
    "Stichting Qamar helpt slachtoffers van oorlog en natuurrampen met noodhulp, schoon water, voedsel, onderwijs en zorg voor wezen. Doneer of word drager.",
} as const;

/** Home page section 1 (the hero) and the foundation's figures. */
export const homeHero: HomeHero = {
  eyebrow: "Samen voor mensen in nood",
  headline: "Hulp voor wie door oorlog en natuurrampen alles verloor",
  text: "Wij bieden noodhulp, bouwen waterputten, delen voedsel uit en zorgen voor wezen en onderwijs. Samen met lokale hulporganisaties brengen we uw gift precies daar waar die het hardst nodig is.",
  donate: { label: "Doneer Nu", to: paths.donate },
  sponsor: { label: "Drager Worden", to: paths.becomeSponsor },
  figures: [
    { value: "8+", label: "projecttypes" },
    { value: "1000+", label: "families geholpen" },
    { value: formatEuroWhole(30), label: "per wees per maand" },
    { value: formatEuroWhole(1000), label: "per waterput" },
  ],
};
