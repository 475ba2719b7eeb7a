import { visionMissionPage as page } from "@content/info/visie-en-missie";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function VisionMissionRoute() {
  return <InfoPageView page={page} />;
}
