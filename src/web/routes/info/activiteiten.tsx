import { activitiesPage as page } from "@content/info/activiteiten";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ActivitiesRoute() {
  return <InfoPageView page={page} />;
}
