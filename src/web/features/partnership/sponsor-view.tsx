import { sponsorPage as s } from "@content/sponsor";
import { HandHeartIcon, HeartIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "@web/components/content/external-link";
import { PageHero } from "@web/components/content/page-hero";
import { RichText } from "@web/components/content/rich-text";
import { buttonVariants } from "@web/components/ui/button-variants";
import { CardGrid } from "./card-grid";
import { FormPanel } from "./form-panel";

/** /drager-worden: why monthly giving matters, how to start, and the volunteer form. */
export function SponsorView({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={s.eyebrow}
        heading={s.heading}
        intro={s.intro}
        illustration="family"
        tone="urgent"
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={s.donate.to}
            className={buttonVariants({ size: "lg", variant: "urgent", wrap: true })}
          >
            <HandHeartIcon aria-hidden="true" />
            {s.donate.label}
          </Link>
          <ExternalLink
            href={s.external.href}
            className={buttonVariants({ size: "lg", variant: "outline", wrap: true })}
          >
            <HeartIcon aria-hidden="true" />
            {s.external.label}
          </ExternalLink>
        </div>
      </PageHero>
      <div className="page-container grid grid-cols-1 gap-14 py-12 md:py-16">
        <section aria-labelledby="why-title">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {s.whyHeading}
          </h2>
          <CardGrid cards={s.why} />
        </section>
        <section aria-labelledby="steps-title" className="measure">
          <h2 id="steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {s.stepsHeading}
          </h2>
          <RichText source={s.steps} className="mt-4 grid gap-3 text-lg leading-relaxed" />
        </section>
        <FormPanel id="vrijwilliger" heading={s.formHeading} text={s.formText} form={form} />
      </div>
    </>
  );
}
