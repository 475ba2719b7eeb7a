import { NotFound, notFoundMeta } from "@web/components/not-found";
import { pageMeta } from "@web/lib/seo";

// Catch-all route. The build also prerenders it at /404 (src/shared/paths.ts) so the
// server can answer unknown paths with this page and HTTP status 404.
export const meta = () => pageMeta(notFoundMeta);

export default function NotFoundRoute() {
  return <NotFound />;
}
