import { resultPages } from "@content/donations";
import { CancelledPage } from "@web/features/donation-result/cancelled-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta(resultPages.cancelled.meta);

export default function DonationCancelledRoute() {
  return <CancelledPage />;
}
