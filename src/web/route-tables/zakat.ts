import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { paths } from "../../shared/paths.ts";

// The zakat calculator: /zakaat is prerendered (landing page); the wizard
// renders in the browser after Start.
export const zakatRoutes: RouteConfigEntry[] = [route(paths.zakat.slice(1), "routes/zakaat.tsx")];
