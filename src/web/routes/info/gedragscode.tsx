import { codeOfConductPage as page } from "@content/info/gedragscode";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function CodeOfConductRoute() {
  return <InfoPageView page={page} />;
}
