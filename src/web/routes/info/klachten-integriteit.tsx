import { complaintsPage as page } from "@content/info/klachten-integriteit";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ComplaintsRoute() {
  return <InfoPageView page={page} />;
}
