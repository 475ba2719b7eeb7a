import type { Table } from "@content/types";

/** A content table with caption, header row and optional totals row. */
export function DataTable({ table }: { table: Table }) {
  const numeric = (cell: string) => /^€|^\d/.test(cell);
  return (
    <div className="overflow-x-auto rounded-card border bg-card shadow-sm shadow-black/5">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-4 pt-4 pb-2 text-left text-lg font-semibold">
          {table.caption}
        </caption>
        <thead className="bg-muted text-sm">
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 sm:px-4 sm:py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-t">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th
                    key={`${row[0]}-h`}
                    scope="row"
                    className="px-3 py-2.5 sm:px-4 sm:py-3 font-medium"
                  >
                    {cell}
                  </th>
                ) : (
                  <td
                    key={`${row[0]}-${table.head[i]}`}
                    className={`px-3 py-2.5 sm:px-4 sm:py-3 ${numeric(cell) ? "tabular-nums" : ""}`}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {table.foot ? (
          <tfoot className="border-t-2 font-semibold">
            <tr>
              {table.foot.map((cell, i) =>
                i === 0 ? (
                  <th key="foot" scope="row" className="px-3 py-2.5 sm:px-4 sm:py-3">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <td key={i} className="px-3 py-2.5 sm:px-4 sm:py-3 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
