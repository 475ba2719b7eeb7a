import { partnershipPage as p } from "@content/partnership";
import { CheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "@web/components/content/page-hero";
import { CardGrid } from "./card-grid";
import { FormPanel } from "./form-panel";

/** /samenwerking: ways to work together, what we promise, and the sign-up form. */
export function PartnershipView({ form }: { form: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} illustration="handshake" />
      <div className="page-container grid grid-cols-1 gap-14 py-12 md:py-16">
        <section aria-labelledby="ways-title">
          <h2 id="ways-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {p.waysHeading}
          </h2>
          <CardGrid cards={p.ways} />
        </section>
        <section aria-labelledby="promise-title" className="rounded-card bg-secondary p-6 sm:p-8">
          <h2
            id="promise-title"
            className="text-2xl font-bold tracking-tight text-secondary-foreground"
          >
            {p.promiseHeading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {p.promise.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <FormPanel id="aanmelden" heading={p.formHeading} text={p.formText} form={form} />
      </div>
    </>
  );
}
