import type { ReactNode } from "react";

/** A form on its card with a heading (h2) and a short text; `id` is the section anchor. */
export function FormCard({
  id,
  heading,
  text,
  children,
  className = "",
}: {
  id: string;
  heading: string;
  text?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-card border bg-card p-5 shadow-sm shadow-black/5 sm:p-8 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {text ? <p className="mt-2 mb-6 text-muted-foreground">{text}</p> : <div className="mb-6" />}
      {children}
    </section>
  );
}
