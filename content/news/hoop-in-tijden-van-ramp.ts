import { paths } from "@shared/paths";
import type { Article } from "../types";

/** Earthquake aid in Afghanistan. */
export const hoopInTijdenVanRamp: Article = {
  slug: "hoop-in-tijden-van-ramp",
  meta: {
    title: "Hoop in tijden van ramp: noodhulp na de aardbeving in Afghanistan",
    description:
      "Na de aardbeving in Afghanistan: meer dan 2.200 doden en 6.700 verwoeste huizen. Wij deelden winterpakketten uit in drie kampen en bouwen aan nieuwe huizen.",
  },
  lead: "Een zware aardbeving heeft in Afghanistan hele dorpen verwoest. **Meer dan 2.200 mensen kwamen om het leven en meer dan 6.700 huizen zijn verwoest.** Duizenden gezinnen verloren in één nacht hun huis en hun bezittingen, vlak voor de koude winter.",
  figures: [
    { value: "2.200+", label: "doden" },
    { value: "6.700+", label: "huizen verwoest" },
    { value: "3", label: "kampen met winterpakketten" },
  ],
  sections: [
    {
      heading: "Wat we hebben gedaan",
      body: "Direct na de ramp deelde onze partner voedsel en drinkwater uit. Omdat de winter eraan kwam, hebben we daarna **winterpakketten uitgedeeld in drie kampen** voor ontheemde gezinnen: dekens, warme kleding, matrassen en brandstof om te verwarmen en te koken.",
    },
    {
      heading: "Wat we nu doen",
      body: "Een tent is geen thuis. Samen met lokale bouwers **bereiden we de bouw van nieuwe huizen voor**, stevig genoeg om een volgende aardbeving te doorstaan. We kiezen de gezinnen samen met de dorpsraden: eerst weduwen, gezinnen met jonge kinderen en mensen met een handicap.",
    },
    {
      heading: "Uw hulp is nog steeds nodig",
      body: `De wederopbouw kost tijd en geld. Steun de getroffen gezinnen via onze [noodhulpprojecten](${paths.emergencyProjects}) of doneer direct op de [donatiepagina](${paths.donate}) met als bestemming Noodhulp.`,
    },
  ],
};
