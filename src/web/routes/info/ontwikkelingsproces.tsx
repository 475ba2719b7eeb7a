import { developmentProcessPage as page } from "@content/info/ontwikkelingsproces";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function DevelopmentProcessRoute() {
  return <InfoPageView page={page} />;
}
