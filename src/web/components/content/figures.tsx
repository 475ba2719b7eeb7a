import type { Figure } from "@content/types";

/** A row of key figures ("50+ waterputten"). */
export function Figures({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-flow-col lg:auto-cols-fr"
    >
      {figures.map((f) => (
        <li
          key={f.label}
          className="rounded-card border bg-card p-4 shadow-sm shadow-black/5 sm:p-5 max-lg:last:odd:col-span-2"
        >
          <p className="text-2xl font-bold text-primary sm:text-3xl">{f.value}</p>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">{f.label}</p>
        </li>
      ))}
    </ul>
  );
}
