import type { InfoPage } from "@content/types";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "@web/components/content/page-hero";
import { RichText } from "@web/components/content/rich-text";
import { aboutLabel, aboutNav } from "@web/components/layout/nav-items";
import { formatDateNl } from "@shared/intl";

/**
 * An about or policy page: header, numbered-free sections with h2 headings, optional
 * extras (board table, downloads) and the other 'Over Ons' pages.
 */
export function InfoPageView({
  page,
  children,
  extrasAfter = 0,
}: {
  page: InfoPage;
  /** Shown after the first `extrasAfter` sections (e.g. the board before its policy). */
  children?: ReactNode;
  extrasAfter?: number;
}) {
  const before = page.sections.slice(0, extrasAfter);
  const after = page.sections.slice(extrasAfter);
  const section = (s: InfoPage["sections"][number]) => (
    <section key={s.heading} className="mt-10 first:mt-0">
      <h2 className="text-2xl font-bold tracking-tight">{s.heading}</h2>
      <RichText source={s.body} className="mt-3 grid gap-4 leading-relaxed" />
    </section>
  );
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        illustration={page.illustration}
      />
      <div className="page-container grid grid-cols-1 gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="measure min-w-0">
          {before.map(section)}
          {children ? <div className={before.length ? "mt-10" : ""}>{children}</div> : null}
          <div className={children ? "mt-10" : ""}>{after.map(section)}</div>
          <p className="mt-12 text-sm text-muted-foreground">
            Laatst bijgewerkt: <time dateTime={page.updated}>{formatDateNl(page.updated)}</time>
          </p>
        </article>
        <nav aria-labelledby="more-about" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="more-about"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            Meer {aboutLabel.toLowerCase()}
          </h2>
          <ul className="mt-2 grid gap-0.5">
            {aboutNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={item.to === page.path ? "page" : undefined}
                  className="flex min-h-11 items-center rounded-lg px-3 hover:bg-secondary aria-[current=page]:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-secondary-foreground"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
