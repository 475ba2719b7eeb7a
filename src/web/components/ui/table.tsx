import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
  align?: "right";
}

/** An admin list on a phone (below `sm`): one card per row, each cell after its label. */
const stacked = {
  wrapper:
    "max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:bg-none max-sm:shadow-none",
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block max-sm:space-y-3",
  row: "max-sm:block max-sm:rounded-card max-sm:border max-sm:bg-card max-sm:px-4 max-sm:py-2 max-sm:shadow-sm max-sm:shadow-black/5 max-sm:hover:bg-card",
  // Widths and no-wrap kept for a column give way: a card is narrower than a column.
  cell: "max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:items-baseline max-sm:justify-items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1.5 max-sm:text-left max-sm:[overflow-wrap:anywhere] max-sm:*:min-w-0 max-sm:*:max-w-full max-sm:*:flex-wrap max-sm:**:whitespace-normal max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
};

/**
 * The site's one table: admin lists (dense, caption for screen readers) and content
 * tables in articles (`variant="content"`: visible caption, the first column as row
 * headers, an optional totals row). With no rows it shows `empty` instead, when given.
 * Below the `sm` width (a phone) an admin list shows each row as a card: its cells one
 * under the other, each after its column's header (`data-label`, drawn by CSS, so the
 * markup stays one table and screen readers keep its headers), and nothing scrolls
 * sideways. A content table keeps its columns there; its wrapper scrolls sideways, with
 * a shadow at the edge that hides more columns (`scroll-shadows`), and can take focus,
 * so keyboard users can scroll it too. The wrapper is the containing block of everything
 * inside (`relative`): visually hidden labels in the cells are positioned absolutely, and
 * without it they would sit outside the scroll box and widen the page.
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
  // A phone gives a content table's inner columns less padding: words wrap less.
  const pad = content
    ? "px-2 py-2.5 first:pl-3 last:pr-3 sm:px-4 sm:py-3 sm:first:pl-4 sm:last:pr-4"
    : "px-3 py-2.5";
  const cellClass = (c: Column<R>) =>
    cn(
      pad,
      c.align === "right" && "text-right tabular-nums",
      c.className,
      !content && stacked.cell,
    );
  if (rows.length === 0 && empty) return empty;
  return (
    <section
      className={cn(
        "scroll-shadows relative overflow-x-auto rounded-card border shadow-sm shadow-black/5",
        !content && stacked.wrapper,
      )}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
    >
      <table
        className={cn(
          "w-full border-collapse text-left",
          content ? "sm:text-base" : stacked.table,
          "text-sm",
        )}
      >
        <caption className={content ? "px-4 pt-4 pb-2 text-left text-lg font-semibold" : "sr-only"}>
          {caption}
        </caption>
        <thead className={content ? "bg-muted text-sm" : cn("bg-muted/70", stacked.head)}>
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
        <tbody className={content ? undefined : stacked.body}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cn("border-t", !content && cn("align-top hover:bg-muted/30", stacked.row))}
            >
              {columns.map((c, i) =>
                content && i === 0 ? (
                  <th key={c.header} scope="row" className={cn(cellClass(c), "font-medium")}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.header}
                    className={cellClass(c)}
                    data-label={content ? undefined : c.header}
                  >
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
