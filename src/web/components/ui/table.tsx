import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
  align?: "right";
}

/**
 * The site's one table: admin lists (dense, caption for screen readers) and content
 * tables in articles (`variant="content"`: visible caption, the first column as row
 * headers, an optional totals row). With no rows it shows `empty` instead, when given.
 * The wrapper scrolls sideways on small screens, with a shadow at the edge that hides more
 * columns (`scroll-shadows`), and can take focus, so keyboard users can scroll it too. It is the containing block of
 * everything inside (`relative`): visually hidden labels in the cells are positioned
 * absolutely, and without it they would sit outside the scroll box and widen the page.
 */
export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  foot,
  empty,
  variant = "dense",
}: {
  caption: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  foot?: readonly ReactNode[];
  empty?: ReactNode;
  variant?: "dense" | "content";
}) {
  const content = variant === "content";
  const pad = content ? "px-3 py-2.5 sm:px-4 sm:py-3" : "px-3 py-2.5";
  const cellClass = (c: Column<R>) =>
    cn(pad, c.align === "right" && "text-right tabular-nums", c.className);
  if (rows.length === 0 && empty) return empty;
  return (
    <section
      className="scroll-shadows relative overflow-x-auto rounded-card border shadow-sm shadow-black/5"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
    >
      <table
        className={cn("w-full border-collapse text-left", content ? "sm:text-base" : "", "text-sm")}
      >
        <caption className={content ? "px-4 pt-4 pb-2 text-left text-lg font-semibold" : "sr-only"}>
          {caption}
        </caption>
        <thead className={content ? "bg-muted text-sm" : "bg-muted/70"}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn(
                  pad,
                  "font-semibold",
                  !content && "whitespace-nowrap text-foreground",
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
            <tr
              key={rowKey(row)}
              className={cn("border-t", !content && "align-top hover:bg-muted/30")}
            >
              {columns.map((c, i) =>
                content && i === 0 ? (
                  <th key={c.header} scope="row" className={cn(cellClass(c), "font-medium")}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={cellClass(c)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot className="border-t-2 font-semibold">
            <tr>
              {foot.map((cell, i) =>
                i === 0 ? (
                  <th key={columns[i]?.header} scope="row" className={pad}>
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]?.header} className={cn(pad, "tabular-nums")}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
