import { cn } from "@web/lib/utils";
import type { Row } from "./rows";

/** A two-column table of labels and amounts; totals in bold. */
export function RowsTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => {
          const weight = row.strong ? "font-semibold" : "font-normal";
          return (
            <tr key={row.label} className="border-b last:border-b-0">
              <th scope="row" className={cn("py-2 pr-4", weight)}>
                {row.label}
              </th>
              <td className={cn("py-2 text-right tabular-nums whitespace-nowrap", weight)}>
                {row.value}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
