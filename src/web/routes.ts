import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { adminRoutes } from "./route-tables/admin.ts";
import { formRoutes } from "./route-tables/forms.ts";
import { siteRoutes } from "./route-tables/site.ts";
import { zakatRoutes } from "./route-tables/zakat.ts";

// Paths come from src/shared/paths.ts. Each area keeps its routes in
// its own table under route-tables/. Every static public route is prerendered
// (react-router.config.ts); /admin/* and /auth are client-rendered.
export default [
  index("routes/home.tsx"),
  ...siteRoutes,
  ...formRoutes,
  ...zakatRoutes,
  ...adminRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
