import { articles } from "@content/news";
import { newsCards } from "@content/news/cards";
import { type ActivitySlug, activityPath } from "@shared/paths";
import { useLocation } from "react-router";
import { NotFound, notFoundMeta } from "@web/components/not-found";
import { ArticleView } from "@web/features/news/article-view";
import { pageMeta } from "@web/lib/seo";
import type { Route } from "./+types/activity";

// Registered once per article slug (route-tables/site.ts), so the slug is the last
// part of the path.
function find(pathname: string) {
  const slug = pathname.split("/").filter(Boolean).pop() ?? "";
  const article = Object.hasOwn(articles, slug) ? articles[slug as ActivitySlug] : null;
  const card = newsCards.find((c) => c.slug === slug);
  return article && card ? { article, card } : null;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const found = find(location.pathname);
  if (!found) return pageMeta(notFoundMeta);
  return [
    ...pageMeta({ ...found.article.meta, path: activityPath(found.card.slug) }),
    { property: "article:published_time", content: found.card.date },
  ];
};

export default function ActivityRoute() {
  const found = find(useLocation().pathname);
  if (!found) return <NotFound />;
  return <ArticleView card={found.card} article={found.article} />;
}
