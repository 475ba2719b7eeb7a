import type { Rich } from "@content/types";
import type { ReactNode } from "react";
import { RichText } from "@web/components/content/rich-text";

/** A heading, a short text and a form passed in by the route. */
export function FormPanel({
  id,
  heading,
  text,
  form,
}: {
  id: string;
  heading: string;
  text: Rich;
  form: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.4fr]"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <RichText source={text} className="mt-3 grid gap-3 text-lg text-muted-foreground" />
      </div>
      <div className="rounded-card border bg-card p-5 shadow-sm shadow-black/5 sm:p-8">{form}</div>
    </section>
  );
}
