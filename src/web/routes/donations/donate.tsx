import { donatePage } from "@content/donations";
import { paths } from "@shared/paths";
import { DonatePage } from "@web/features/donate/donate-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...donatePage.meta, path: paths.donate });

export default function DonateRoute() {
  return <DonatePage />;
}
