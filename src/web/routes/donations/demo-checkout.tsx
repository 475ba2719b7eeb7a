import { resultPages } from "@content/donations";
import { DemoCheckout } from "@web/features/donation-result/demo-checkout";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta(resultPages.demo.meta);

export default function DemoCheckoutRoute() {
  return <DemoCheckout />;
}
