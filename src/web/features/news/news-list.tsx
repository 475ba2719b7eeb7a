import { newsCards } from "@content/news/cards";
import { newsPage } from "@content/news/page";
import { PageHero } from "@web/components/content/page-hero";
import { NewsCardView } from "./news-card";

/** /nieuws: every published article as a card with its category badge. */
export function NewsList() {
  return (
    <>
      <PageHero eyebrow={newsPage.eyebrow} heading={newsPage.heading} intro={newsPage.intro} />
      <div className="page-container py-12">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {newsCards.map((card, i) => (
            <li key={card.slug}>
              <NewsCardView
                card={card}
                readMore={newsPage.readMore}
                headingLevel={2}
                eager={i === 0}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
