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

/** The nine project categories, in the order of the home page grid. */
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
