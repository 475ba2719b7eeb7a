import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
  align?: "right";
}

/**
 * A dense table. The wrapper scrolls sideways on small screens and can take focus, so
 * keyboard users can scroll it too. It is the containing block of everything inside
 * (`relative`): visually hidden labels in the cells are positioned absolutely, and
 * without it they would sit outside the scroll box and widen the whole page.
 */
export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
}) {
  return (
    <section
      className="relative overflow-x-auto rounded-card border bg-card shadow-sm shadow-black/5"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/70 text-left">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn(
                  "px-3 py-2.5 font-semibold whitespace-nowrap text-foreground",
                  c.align === "right" && "text-right",
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t align-top hover:bg-muted/30">
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={cn(
                    "px-3 py-2.5",
                    c.align === "right" && "text-right tabular-nums",
                    c.className,
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
