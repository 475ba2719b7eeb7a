import { foundingPage as page } from "@content/info/oprichting";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function FoundingRoute() {
  return <InfoPageView page={page} />;
}
