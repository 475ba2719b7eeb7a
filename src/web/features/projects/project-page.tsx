import type { ProjectPage } from "@content/types";
import { CheckIcon, ExternalLinkIcon, HeartIcon } from "lucide-react";
import { ExternalLink } from "@web/components/content/external-link";
import { Figures } from "@web/components/content/figures";
import { ContentIcon } from "@web/components/content/icon";
import { PageHero } from "@web/components/content/page-hero";
import { RichText } from "@web/components/content/rich-text";
import { buttonVariants } from "@web/components/ui/button-variants";

/**
 * A project category page: intro, figures, cards,
 * benefit list and donate buttons to the external platform in a new tab.
 */
export function ProjectPageView({ page }: { page: ProjectPage }) {
  const urgent = page.tone === "urgent";
  const primaryButton = buttonVariants({
    size: "lg",
    variant: urgent ? "urgent" : "default",
    wrap: true,
  });
  return (
    <>
      <PageHero
        eyebrow={`Projecten · ${page.name}`}
        heading={page.heading}
        intro={page.intro}
        illustration={page.illustration}
        tone={page.tone}
      >
        {page.cta.buttons[0] ? (
          <ExternalLink href={page.cta.buttons[0].href} className={`${primaryButton} mt-8`}>
            <HeartIcon aria-hidden="true" />
            {page.cta.buttons[0].label}
          </ExternalLink>
        ) : null}
      </PageHero>

      <div className="page-container grid grid-cols-1 gap-14 py-12 md:py-16">
        {page.figures ? <Figures figures={page.figures} label={`${page.name} in cijfers`} /> : null}

        <section aria-labelledby="cards-heading">
          <h2 id="cards-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {page.cardsHeading}
          </h2>
          <ul
            className={`mt-6 grid gap-4 sm:grid-cols-2 ${page.cards.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          >
            {page.cards.map((card) => (
              <li
                key={card.title}
                className="rounded-card border bg-card p-6 shadow-sm shadow-black/5"
              >
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-full ${urgent ? "bg-urgent/10 text-urgent" : "bg-secondary text-primary"}`}
                >
                  <ContentIcon name={card.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                <RichText source={card.text} className="mt-2 grid gap-3 text-muted-foreground" />
              </li>
            ))}
          </ul>
        </section>

        {page.sections?.map((s) => (
          <section key={s.heading} className="measure">
            <h2 className="text-2xl font-bold tracking-tight">{s.heading}</h2>
            <RichText source={s.body} className="mt-3 grid gap-4 leading-relaxed" />
          </section>
        ))}

        <section
          aria-labelledby="benefits-heading"
          className="rounded-card bg-secondary p-6 sm:p-8"
        >
          <h2
            id="benefits-heading"
            className="text-2xl font-bold tracking-tight text-secondary-foreground"
          >
            {page.benefitsHeading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {page.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="cta-heading"
          className={`on-dark rounded-card p-6 text-white sm:p-10 ${urgent ? "bg-urgent" : "bg-hero"}`}
        >
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {page.cta.heading}
          </h2>
          <RichText
            source={page.cta.text}
            className="measure mt-3 grid gap-3 text-lg leading-relaxed [&_a]:text-white [&_a]:decoration-white/60"
          />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {page.cta.buttons.map((b, i) => (
              <ExternalLink
                key={b.href}
                href={b.href}
                className={buttonVariants({
                  size: "lg",
                  variant: i === 0 ? "secondary" : "outline",
                  wrap: true,
                })}
              >
                {i === 0 ? (
                  <HeartIcon aria-hidden="true" />
                ) : (
                  <ExternalLinkIcon aria-hidden="true" />
                )}
                {b.label}
              </ExternalLink>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
