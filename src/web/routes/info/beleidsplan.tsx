import { policyPlanPage as page } from "@content/info/beleidsplan";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function PolicyPlanRoute() {
  return <InfoPageView page={page} />;
}
