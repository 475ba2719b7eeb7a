import { emergencyPage as p } from "@content/donations";
import { formatEuroWhole } from "@shared/money";
import { amountPresets } from "@shared/form-input";
import { paths } from "@shared/paths";
import { ArrowRightIcon, InfoIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "@web/components/content/page-hero";
import { FormCard } from "@web/components/form/form-card";
import { NamedDonationForm } from "@web/components/form/named-donation-form";

/** /noodhulp: the weekly family campaign, goal €1.000. */
export function EmergencyPage() {
  return (
    <>
      <PageHero
        eyebrow={p.eyebrow}
        heading={p.heading}
        intro={p.intro}
        illustration="tent"
        tone="urgent"
      />
      <div className="page-container grid items-start gap-8 py-10 md:py-14 lg:grid-cols-[1fr_1.3fr]">
        <aside className="grid gap-5">
          <div className="rounded-card border-2 border-urgent/30 bg-card p-6 shadow-sm shadow-black/5">
            <p className="text-sm font-semibold uppercase tracking-wide text-urgent">
              {p.goalText}
            </p>
            <p className="mt-1 text-4xl font-bold">{formatEuroWhole(p.goalEuros)}</p>
            <p className="mt-1 text-muted-foreground">voor één familie, elke week opnieuw</p>
          </div>
          <p className="flex gap-3 rounded-card bg-secondary p-5 text-secondary-foreground">
            <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {p.extraNote}
          </p>
          <Link
            to={paths.fridayCharity}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {p.fridayLink}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </aside>
        <FormCard id="noodhulp-formulier" heading={p.formHeading}>
          <NamedDonationForm
            kind="emergency"
            presets={amountPresets.emergency}
            defaultAmount={25}
            submitLabel="Doneer noodhulp"
            useServerMessage={false}
          />
        </FormCard>
      </div>
    </>
  );
}
