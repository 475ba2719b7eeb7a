import type { Article, NewsCard, Table } from "@content/types";
import { newsPage } from "@content/news/page";
import { paths } from "@shared/paths";
import { ArrowLeftIcon, CalendarIcon, HandHeartIcon, HeartIcon, NewspaperIcon } from "lucide-react";
import { Link } from "react-router";
import { Figures } from "@web/components/content/figures";
import { Illustration } from "@web/components/content/illustration";
import { RichText } from "@web/components/content/rich-text";
import { ArticleVideo } from "@web/components/media/article-video";
import { buttonVariants } from "@web/components/ui/button-variants";
import { DataTable } from "@web/components/ui/table";
import { formatDateNl } from "@shared/intl";
import { CategoryBadge } from "./category-badge";

const text = newsPage.article;

/** A figure: an amount or a quantity ('€ 40.000', '1.000 blikken'), never broken over lines. */
const isFigure = (cell: string | undefined) => cell === "" || /^(€|\d)/.test(cell ?? "");

/**
 * A content table: the first column names the row, the others hold figures or words
 * ('Deels betaald'). On a phone only words wrap, so the columns share the width that
 * figures leave.
 */
function ContentTable({ table }: { table: Table }) {
  const columns = table.head.map((header, i) => ({
    header,
    cell: (row: readonly string[]) => row[i],
    className:
      i > 0 && table.rows.every((row) => isFigure(row[i]))
        ? "whitespace-nowrap tabular-nums"
        : undefined,
  }));
  return (
    <DataTable
      variant="content"
      caption={table.caption}
      columns={columns}
      rows={table.rows}
      rowKey={(row) => row[0] ?? ""}
      foot={table.foot}
    />
  );
}

/**
 * An activity article: back link to /nieuws, the article,
 * and the buttons Doneer Nu, Word Drager and Meer Nieuws.
 */
export function ArticleView({ card, article }: { card: NewsCard; article: Article }) {
  return (
    <article>
      <header className="bg-gradient-to-b from-background to-secondary/60">
        <div className="page-container py-8 md:py-12">
          <Link
            to={paths.news}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {text.back}
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <CategoryBadge category={card.category} urgent={card.urgent} />
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <CalendarIcon className="size-4" aria-hidden="true" />
              <time dateTime={card.date}>{formatDateNl(card.date)}</time>
            </span>
          </div>
          <h1 className="measure mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {card.title}
          </h1>
        </div>
      </header>
      <div className="page-container grid grid-cols-1 gap-10 py-10">
        <div className="measure grid gap-8">
          {article.video ? (
            <ArticleVideo item={article.video} />
          ) : (
            <Illustration
              name={card.illustration}
              eager
              className="aspect-[4/3] h-auto w-full rounded-card shadow-sm"
            />
          )}
          <RichText source={article.lead} className="grid gap-4 text-lg leading-relaxed" />
        </div>
        {article.figures ? <Figures figures={article.figures} label="Kerncijfers" /> : null}
        <div className="measure grid gap-10">
          {article.sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-2xl font-bold tracking-tight">{s.heading}</h2>
              <RichText source={s.body} className="mt-3 grid gap-4 leading-relaxed" />
            </section>
          ))}
        </div>
        {article.tables?.map((t) => (
          <ContentTable key={t.caption} table={t} />
        ))}
        <aside aria-labelledby="article-cta" className="rounded-card bg-secondary p-6 sm:p-8">
          <h2
            id="article-cta"
            className="text-2xl font-bold tracking-tight text-secondary-foreground"
          >
            {text.ctaHeading}
          </h2>
          <p className="mt-2">{text.ctaText}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.donate} className={buttonVariants({ size: "lg" })}>
              <HeartIcon aria-hidden="true" />
              {text.donate}
            </Link>
            <Link
              to={paths.becomeSponsor}
              className={buttonVariants({ size: "lg", variant: "urgent" })}
            >
              <HandHeartIcon aria-hidden="true" />
              {text.sponsor}
            </Link>
            <Link to={paths.news} className={buttonVariants({ size: "lg", variant: "outline" })}>
              <NewspaperIcon aria-hidden="true" />
              {text.more}
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
