import { periodicGiftPage } from "@content/periodic-gift";
import { paths } from "@shared/paths";
import { PeriodicGiftPage } from "@web/features/periodic-gift/periodic-gift-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...periodicGiftPage.meta, path: paths.periodicGift });

export default function PeriodicGiftRoute() {
  return <PeriodicGiftPage />;
}
