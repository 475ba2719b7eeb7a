import { donationPolicyPage as page } from "@content/info/donatiebeleid";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function DonationPolicyRoute() {
  return <InfoPageView page={page} />;
}
