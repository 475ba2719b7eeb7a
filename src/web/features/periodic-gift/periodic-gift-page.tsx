import { periodicGiftPage as p } from "@content/periodic-gift";
import { ShieldCheckIcon } from "lucide-react";
import { PageHero } from "@web/components/content/page-hero";
import { FormCard } from "@web/components/form/form-card";
import { PeriodicGiftForm } from "./periodic-gift-form";

/** /periodiek-schenken: what a periodic gift is, and the form that requests the agreement. */
export function PeriodicGiftPage() {
  return (
    <>
      <PageHero eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} illustration="handshake" />
      <div className="page-container grid items-start gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <section aria-labelledby="periodic-how-title" className="grid gap-5">
          <h2 id="periodic-how-title" className="text-2xl font-bold tracking-tight">
            {p.explanation.heading}
          </h2>
          <ul className="grid gap-4">
            {p.explanation.items.map((item) => (
              <li
                key={item.title}
                className="rounded-card border bg-card p-5 shadow-sm shadow-black/5"
              >
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="measure mt-1 leading-relaxed text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="flex gap-3 rounded-card bg-secondary p-5 text-secondary-foreground">
            <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {p.bsnNote}
          </p>
        </section>
        <FormCard id="overeenkomst" heading={p.form.heading} text={p.form.text}>
          <PeriodicGiftForm />
        </FormCard>
      </div>
    </>
  );
}
