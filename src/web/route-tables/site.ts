import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { activityPath, activitySlugs, paths } from "../../shared/paths.ts";

const at = (path: string, file: string) => route(path.slice(1), file);

// Public information, project and news pages (public site). The home page is
// the index route in src/web/routes.ts.
export const siteRoutes: RouteConfigEntry[] = [
  // 'Over Ons': the about and policy pages.
  at(paths.founding, "routes/info/oprichting.tsx"),
  at(paths.visionMission, "routes/info/visie-en-missie.tsx"),
  at(paths.policyPlan, "routes/info/beleidsplan.tsx"),
  at(paths.donationPolicy, "routes/info/donatiebeleid.tsx"),
  at(paths.activities, "routes/info/activiteiten.tsx"),
  at(paths.privacy, "routes/info/avg.tsx"),
  at(paths.board, "routes/info/bestuur.tsx"),
  at(paths.reports, "routes/info/rapporten.tsx"),
  at(paths.complaintsIntegrity, "routes/info/klachten-integriteit.tsx"),
  at(paths.developmentProcess, "routes/info/ontwikkelingsproces.tsx"),
  at(paths.statutes, "routes/info/statuten.tsx"),
  at(paths.codeOfConduct, "routes/info/gedragscode.tsx"),
  // The nine project categories.
  at(paths.emergencyProjects, "routes/projects/emergency.tsx"),
  at(paths.healthProjects, "routes/projects/health.tsx"),
  at(paths.waterProjects, "routes/projects/water.tsx"),
  at(paths.educationProjects, "routes/projects/education.tsx"),
  at(paths.qurbanProjects, "routes/projects/qurban.tsx"),
  at(paths.agricultureProjects, "routes/projects/agriculture.tsx"),
  at(paths.foodProjects, "routes/projects/food.tsx"),
  at(paths.constructionProjects, "routes/projects/construction.tsx"),
  at(paths.sustainableProjects, "routes/projects/sustainability.tsx"),
  // News, activities and the partnership, sponsor and contact pages.
  at(paths.news, "routes/news.tsx"),
  // One route per registered article (not /activiteit/:slug), so an unknown slug matches
  // the catch-all like any unknown path: the server's 404 page then hydrates cleanly.
  ...activitySlugs.map((slug) =>
    route(activityPath(slug).slice(1), "routes/activity.tsx", { id: `activity-${slug}` }),
  ),
  at(paths.partnership, "routes/partnership.tsx"),
  at(paths.becomeSponsor, "routes/become-sponsor.tsx"),
  at(paths.contact, "routes/contact.tsx"),
  // The newsletter sign-up's confirmation link (reads its query string in the browser).
  at(paths.newsletterConfirm, "routes/newsletter-confirm.tsx"),
];
