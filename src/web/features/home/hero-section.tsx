import type { HomeHero } from "@content/home";
import { HandHeartIcon, HeartIcon } from "@web/components/layout/icons";
import { Link } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";

/** Home section 1: headline, mission, two calls to action, four figures. */
export function HeroSection({ hero }: { hero: HomeHero }) {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-background via-background to-secondary/60"
    >
      <div className="page-container grid grid-cols-1 items-center gap-10 pt-10 pb-14 md:pt-16 lg:grid-cols-[1.2fr_1fr] lg:gap-14 lg:pb-20">
        <div>
          <p className="inline-flex rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            {hero.eyebrow}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl"
          >
            {hero.headline}
          </h1>
          <p className="measure mt-5 text-lg leading-relaxed text-muted-foreground">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hero.donate.to} className={buttonVariants({ size: "lg" })}>
              <HeartIcon aria-hidden="true" />
              {hero.donate.label}
            </Link>
            <Link
              to={hero.sponsor.to}
              className={buttonVariants({ size: "lg", variant: "urgent" })}
            >
              <HandHeartIcon aria-hidden="true" />
              {hero.sponsor.label}
            </Link>
          </div>
        </div>
        {/* A file, not inline SVG: keeps the drawing out of the first-load script. */}
        <img
          src="/illustrations/relief-scene.svg"
          alt=""
          width={480}
          height={400}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md drop-shadow-sm lg:max-w-none"
        />
      </div>
      <div className="page-container pb-14 lg:pb-20">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {hero.figures.map((figure) => (
            <li
              key={figure.label}
              className="rounded-card border bg-card p-4 shadow-sm shadow-black/5 sm:p-6"
            >
              <p className="text-2xl font-bold text-primary sm:text-3xl">{figure.value}</p>
              <p className="mt-1 text-sm text-muted-foreground sm:text-base">{figure.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
