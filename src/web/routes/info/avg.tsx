import { privacyPage as page } from "@content/info/avg";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function PrivacyRoute() {
  return <InfoPageView page={page} />;
}
