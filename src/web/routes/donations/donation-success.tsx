import { resultPages } from "@content/donations";
import { SuccessPage } from "@web/features/donation-result/success-page";
import { pageMeta } from "@web/lib/seo";

// A page one arrives at from a payment, never from a search engine: no canonical, noindex.
export const meta = () => pageMeta(resultPages.success.meta);

export default function DonationSuccessRoute() {
  return <SuccessPage />;
}
