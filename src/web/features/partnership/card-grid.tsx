import type { Card } from "@content/types";
import { ContentIcon } from "@web/components/content/icon";
import { RichText } from "@web/components/content/rich-text";

export function CardGrid({ cards }: { cards: readonly Card[] }) {
  return (
    <ul
      className={`mt-6 grid gap-4 sm:grid-cols-2 ${cards.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {cards.map((card) => (
        <li key={card.title} className="rounded-card border bg-card p-6 shadow-sm shadow-black/5">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <ContentIcon name={card.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
          <RichText source={card.text} className="mt-2 grid gap-3 text-muted-foreground" />
        </li>
      ))}
    </ul>
  );
}
