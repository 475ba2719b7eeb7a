import type { ReactNode } from "react";

/** The card of a result page (donation success or cancelled, a monthly gift): icon, h1, text, actions. */
export function Result({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="page-container flex justify-center py-14 md:py-20">
      <div className="w-full max-w-xl rounded-card border bg-card p-6 text-center shadow-sm shadow-black/5 sm:p-10">
        <div className="flex justify-center">{icon}</div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        <div className="mt-3 text-lg text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
