import type { ProjectPage } from "../types";
import { agricultureProjects } from "./agriculture";
import { constructionProjects } from "./construction";
import { educationProjects } from "./education";
import { emergencyProjects } from "./emergency";
import { foodProjects } from "./food";
import { healthProjects } from "./health";
import { qurbanProjects } from "./qurban";
import { sustainableProjects } from "./sustainability";
import { waterProjects } from "./water";

/** The nine project categories, in the order of the home page grid (spec 01 §2 section 4). */
export const projectPages: readonly ProjectPage[] = [
  emergencyProjects,
  healthProjects,
  waterProjects,
  educationProjects,
  qurbanProjects,
  agricultureProjects,
  foodProjects,
  constructionProjects,
  sustainableProjects,
];

export {
  agricultureProjects,
  constructionProjects,
  educationProjects,
  emergencyProjects,
  foodProjects,
  healthProjects,
  qurbanProjects,
  sustainableProjects,
  waterProjects,
};
