import { statutesPage as page } from "@content/info/statuten";
import { StatutesLink } from "@web/features/info/statutes-link";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function StatutesRoute() {
  return (
    <InfoPageView page={page}>
      <StatutesLink />
    </InfoPageView>
  );
}
