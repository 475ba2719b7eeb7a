import { homeAbout } from "@content/home-sections";
import {
  ArrowRightIcon,
  GlobeIcon,
  HandHeartIcon,
  HeartIcon,
  SproutIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "@web/components/content/external-link";
import { Illustration } from "@web/components/content/illustration";
import { buttonVariants } from "@web/components/ui/button-variants";

const valueIcons = { heart: HeartIcon, users: UsersIcon, globe: GlobeIcon, sprout: SproutIcon };

/** Home section 3 (anchor 'about'): mission, figures, four values, 'Word Donateur'. */
export default function AboutSection() {
  const a = homeAbout;
  return (
    <section id="about" aria-labelledby="about-title" className="bg-card py-16 sm:py-20">
      <div className="page-container grid grid-cols-1 gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{a.eyebrow}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {a.heading}
          </h2>
          {a.text.map((p) => (
            <p key={p} className="measure mt-4 text-lg leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          <ul className="mt-8 grid grid-cols-2 gap-3">
            {a.figures.map((f) => (
              <li key={f.label} className="rounded-card bg-secondary p-4">
                <p className="text-2xl font-bold text-primary">{f.value}</p>
                <p className="text-secondary-foreground">{f.label}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={a.monthly.href} className={buttonVariants({ size: "lg" })}>
              <HandHeartIcon aria-hidden="true" />
              {a.monthly.label}
            </ExternalLink>
            <Link to={a.more.to} className={buttonVariants({ size: "lg", variant: "ghost" })}>
              {a.more.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </div>
        </div>
        <div>
          <Illustration name="family" className="aspect-[4/3] h-auto w-full rounded-card" />
          <h3 className="mt-8 text-xl font-semibold">{a.valuesHeading}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {a.values.map((v) => {
              const Icon = valueIcons[v.icon];
              return (
                <li key={v.title} className="flex gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold">{v.title}</span>
                    <span className="block text-muted-foreground">{v.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
