import type { NewsCard } from "@content/types";
import { activityPath } from "@shared/paths";
import { ArrowRightIcon, CalendarIcon, PlayCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "@web/components/content/illustration";
import { formatDateNl } from "@shared/intl";
import { CategoryBadge } from "./category-badge";

/** A news card: date, title, description, image, 'Lees meer'. */
export function NewsCardView({
  card,
  readMore,
  headingLevel = 3,
  eager = false,
}: {
  card: NewsCard;
  readMore: string;
  headingLevel?: 2 | 3;
  /** The first card of a list is in view on arrival: load its image at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border bg-card shadow-sm shadow-black/5">
      <div className="relative">
        <Illustration
          name={card.illustration}
          eager={eager}
          className="aspect-[4/3] h-auto w-full"
        />
        {card.hasVideo ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-hero/90 px-3 py-1 text-xs font-semibold text-white">
            <PlayCircleIcon className="size-4" aria-hidden="true" /> Met video
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={card.category} urgent={card.urgent} />
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarIcon className="size-4" aria-hidden="true" />
            <time dateTime={card.date}>{formatDateNl(card.date)}</time>
          </span>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-semibold">{card.title}</Heading>
        {/* mb-auto, not flex-1: a clamped paragraph stretched to the row's height shows
            its fourth line below the ellipsis. */}
        <p className="mt-2 mb-auto line-clamp-3 text-muted-foreground">{card.summary}</p>
        <Link
          to={activityPath(card.slug)}
          className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-primary hover:underline"
        >
          {readMore}
          <span className="sr-only">: {card.title}</span>
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
