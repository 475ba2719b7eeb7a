import { fridayPage } from "@content/donations";
import { paths } from "@shared/paths";
import { FridaySadaqaPage } from "@web/features/sadaqa/sadaqa-pages";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...fridayPage.meta, path: paths.fridayCharity });

export default function FridaySadaqaRoute() {
  return <FridaySadaqaPage />;
}
