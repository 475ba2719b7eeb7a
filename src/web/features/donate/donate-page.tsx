import { donatePage as p } from "@content/donations";
import { MONTHLY_FORM_ID, paths } from "@shared/paths";
import { ArrowRightIcon, CheckIcon, SnowflakeIcon } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "@web/components/content/icon";
import { PageHero } from "@web/components/content/page-hero";
import { FormCard } from "@web/components/form/form-card";
import { Button } from "@web/components/ui/button";
import { MonthlyDonorForm } from "./monthly-donor-form";
import { OneOffForm } from "./one-off-form";

/** /doneren: winter banner, trust cards, both forms, benefits. */
export function DonatePage() {
  return (
    <>
      <PageHero eyebrow={p.eyebrow} heading={p.heading} intro={p.intro} illustration="family" />
      <div className="page-container grid gap-12 py-10 md:py-14">
        <section
          aria-labelledby="winter-title"
          className="on-dark flex flex-col gap-5 rounded-card bg-hero p-6 text-hero-foreground sm:p-8 md:flex-row md:items-center md:justify-between"
        >
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-urgent px-3 py-1 text-sm font-semibold text-urgent-foreground">
              <SnowflakeIcon className="size-4" aria-hidden="true" />
              {p.winter.badge}
            </p>
            <h2 id="winter-title" className="mt-3 text-2xl font-bold text-white sm:text-3xl">
              {p.winter.heading}
            </h2>
            <p className="mt-2 leading-relaxed">{p.winter.text}</p>
          </div>
          <Button asChild size="lg" wrap variant="urgent" className="shrink-0">
            <a href="#doneer-nu">{p.winter.cta}</a>
          </Button>
        </section>

        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Waarom bij ons doneren"
        >
          {p.trust.map((card) => (
            <li
              key={card.title}
              className="rounded-card border bg-card p-5 shadow-sm shadow-black/5"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
                <ContentIcon name={card.icon} />
              </span>
              <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
              <p className="mt-1 text-muted-foreground">{card.text}</p>
            </li>
          ))}
        </ul>

        {/* Two columns of about the same height: the one-off form with why monthly giving
            matters, then the monthly form with the periodic gift. */}
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="grid gap-8">
            <FormCard id="doneer-nu" heading={p.oneOff.heading} text={p.oneOff.text}>
              <OneOffForm />
            </FormCard>
            <section
              aria-labelledby="benefits-title"
              className="rounded-card bg-secondary p-6 sm:p-8"
            >
              <h2
                id="benefits-title"
                className="text-2xl font-bold tracking-tight text-secondary-foreground"
              >
                {p.benefits.heading}
              </h2>
              <ul className="mt-4 grid gap-3">
                {p.benefits.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <div className="grid gap-8">
            <FormCard id={MONTHLY_FORM_ID} heading={p.monthly.heading} text={p.monthly.text}>
              <MonthlyDonorForm />
            </FormCard>
            <PeriodicGiftTeaser />
          </div>
        </div>
      </div>
    </>
  );
}

/** The way to /periodiek-schenken: a gift for five years or more, fully deductible. */
function PeriodicGiftTeaser() {
  const t = p.periodic;
  return (
    <section
      aria-labelledby="periodic-teaser-title"
      className="rounded-card border bg-card p-6 shadow-sm shadow-black/5 sm:p-8"
    >
      <h2 id="periodic-teaser-title" className="text-2xl font-bold tracking-tight">
        {t.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{t.text}</p>
      <Link
        to={paths.periodicGift}
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline"
      >
        {t.link}
        <ArrowRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
