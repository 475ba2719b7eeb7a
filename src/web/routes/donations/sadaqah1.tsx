import { sadaqah1Page } from "@content/donations";
import { paths } from "@shared/paths";
import { Sadaqah1Page } from "@web/features/sadaqa/sadaqa-pages";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...sadaqah1Page.meta, path: paths.sadaqah1 });

export default function Sadaqah1Route() {
  return <Sadaqah1Page />;
}
