import type { ActivitySlug } from "@shared/paths";
import type { Article } from "../types";
import { ecosystemRestoration } from "./ecosystem-restoration";
import { hoopInTijdenVanRamp } from "./hoop-in-tijden-van-ramp";
import { investerenToekomstVrouwen } from "./investeren-toekomst-vrouwen-afghanistan";
import { studiebeursVoorVrouwen } from "./studiebeurs-voor-vrouwen";
import { winterhulpGaza2025 } from "./winterhulp-gaza-2025";

/** Every article by slug; /activiteit/:slug shows these. */
export const articles: Record<ActivitySlug, Article> = {
  "investeren-toekomst-vrouwen-afghanistan": investerenToekomstVrouwen,
  "winterhulp-gaza-2025": winterhulpGaza2025,
  "studiebeurs-voor-vrouwen": studiebeursVoorVrouwen,
  "ecosystem-restoration": ecosystemRestoration,
  "hoop-in-tijden-van-ramp": hoopInTijdenVanRamp,
};
