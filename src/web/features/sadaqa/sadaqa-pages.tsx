import { fridayPage, sadaqah1Page } from "@content/donations";
import { amountPresets } from "@shared/form-input";
import { PageHero } from "@web/components/content/page-hero";
import { FormCard } from "@web/components/form/form-card";
import { NamedDonationForm } from "@web/components/form/named-donation-form";
import { Sadaqah1Form } from "./sadaqah1-form";

/** /djumua-sadaqa: presets 5/10/15/20, default 10. */
export function FridaySadaqaPage() {
  const p = fridayPage;
  return (
    <>
      <PageHero eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} illustration="mosque" />
      <div className="page-container max-w-3xl py-10 md:py-14">
        <FormCard id="sadaqa-formulier" heading={p.formHeading}>
          <NamedDonationForm
            kind="sadaqa"
            presets={amountPresets.sadaqa}
            defaultAmount={10}
            submitLabel="Geef uw sadaqa"
            useServerMessage
          />
        </FormCard>
      </div>
    </>
  );
}

/** /sadaqah1: the short form. */
export function Sadaqah1Page() {
  const p = sadaqah1Page;
  return (
    <>
      <PageHero eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} />
      <div className="page-container max-w-2xl py-10 md:py-14">
        <FormCard id="sadaqah-formulier" heading={p.formHeading}>
          <Sadaqah1Form />
        </FormCard>
      </div>
    </>
  );
}
