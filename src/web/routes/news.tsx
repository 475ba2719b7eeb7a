import { newsPage } from "@content/news/page";
import { paths } from "@shared/paths";
import { NewsList } from "@web/features/news/news-list";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...newsPage.meta, path: paths.news });

export default function NewsRoute() {
  return <NewsList />;
}
