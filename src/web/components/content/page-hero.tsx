import type { IllustrationName, Rich } from "@content/types";
import type { ReactNode } from "react";
import { Illustration } from "./illustration";
import { RichText } from "./rich-text";

/** The top of a content page: eyebrow, the page's one h1, intro and an illustration. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  illustration,
  tone = "primary",
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: Rich;
  illustration?: IllustrationName;
  tone?: "primary" | "urgent";
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-background to-secondary/60">
      <div
        className={`page-container grid grid-cols-1 items-center gap-8 py-10 md:py-14 ${illustration ? "lg:grid-cols-[1.4fr_1fr]" : ""}`}
      >
        <div>
          <p
            className={`text-sm font-semibold uppercase tracking-wide ${tone === "urgent" ? "text-urgent" : "text-primary"}`}
          >
            {eyebrow}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {heading}
          </h1>
          <RichText
            source={intro}
            className="measure mt-5 grid gap-4 text-lg leading-relaxed text-muted-foreground"
          />
          {children}
        </div>
        {illustration ? (
          <Illustration
            name={illustration}
            eager
            className="mx-auto hidden w-full max-w-sm rounded-card shadow-sm sm:block lg:max-w-none"
          />
        ) : null}
      </div>
    </header>
  );
}
