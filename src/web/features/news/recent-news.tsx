import { homeNews } from "@content/home-sections";
import { homeNewsOrder, newsCards } from "@content/news/cards";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";
import { NewsCardView } from "./news-card";

const cards = homeNewsOrder.map((slug) => newsCards.find((c) => c.slug === slug)!);

/** Home section 7 (anchor 'news'): the five cards and 'Bekijk Alle Activiteiten'. */
export default function RecentNews() {
  return (
    <section id="news" aria-labelledby="news-title" className="py-16 sm:py-20">
      <div className="page-container">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {homeNews.eyebrow}
        </p>
        <h2 id="news-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {homeNews.heading}
        </h2>
        <p className="measure mt-3 text-lg text-muted-foreground">{homeNews.text}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <NewsCardView card={card} readMore={homeNews.readMore} />
            </li>
          ))}
        </ul>
        <Link
          to={homeNews.all.to}
          className={buttonVariants({ size: "lg", variant: "outline", className: "mt-10" })}
        >
          {homeNews.all.label}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
