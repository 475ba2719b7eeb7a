import { SKIP_REASONS, type ParsedSubscriber, type SkippedRow } from "@shared/subscriber-csv";

export interface CsvPreview {
  name: string;
  valid: number;
  invalid: number;
  duplicates: number;
  /** The first addresses that will be imported. */
  sample: ParsedSubscriber[];
  /** The rows that will be skipped (the first ones, in file order). */
  skipped: SkippedRow[];
}

const reasonOf = (row: SkippedRow) =>
  row.reason === "duplicate"
    ? `${SKIP_REASONS.duplicate} (staat al op regel ${row.firstLine})`
    : SKIP_REASONS.invalid;

/**
 * What a CSV import will do, before it is done: the counts, the first addresses, every
 * row it will skip with its line, value and reason, and the choice whether names of
 * existing subscribers are overwritten ('Namen bijwerken', off unless ticked).
 */
export function CsvImportPreview({
  preview,
  updateNames,
  onUpdateNamesChange,
}: {
  preview: CsvPreview;
  updateNames: boolean;
  onUpdateNamesChange: (value: boolean) => void;
}) {
  const skippedCount = preview.invalid + preview.duplicates;
  return (
    <div className="grid min-w-0 gap-3">
      <p className="font-medium break-all">{preview.name}</p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Geldig", preview.valid],
          ["Ongeldig", preview.invalid],
          ["Dubbel", preview.duplicates],
        ].map(([label, n]) => (
          <div key={label} className="rounded-lg border p-2">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y rounded-lg border text-sm" aria-label="Eerste adressen">
        {preview.sample.map((s) => (
          <li key={s.email} className="px-3 py-1.5 break-all">
            {s.email}
            {s.name ? <span className="text-muted-foreground"> · {s.name}</span> : null}
          </li>
        ))}
      </ul>
      {skippedCount > 0 ? (
        <section aria-labelledby="csv-skipped-title" className="grid gap-1.5">
          <h3 id="csv-skipped-title" className="text-sm font-semibold">
            Deze regels worden overgeslagen ({skippedCount})
          </h3>
          <section
            className="max-h-56 overflow-auto rounded-lg border"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label="Overgeslagen regels"
          >
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-card">
                <tr>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Regel
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Waarde
                  </th>
                  <th scope="col" className="px-3 py-1.5 font-medium">
                    Reden
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {preview.skipped.map((row) => (
                  <tr key={row.line}>
                    <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                    <td className="px-3 py-1.5 break-all">
                      {row.value || <span className="text-muted-foreground">(leeg)</span>}
                    </td>
                    <td className="px-3 py-1.5">{reasonOf(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {skippedCount > preview.skipped.length ? (
            <p className="text-sm text-muted-foreground">
              De eerste {preview.skipped.length} van {skippedCount} overgeslagen regels.
            </p>
          ) : null}
        </section>
      ) : null}
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={updateNames}
          onChange={(e) => onUpdateNamesChange(e.target.checked)}
        />
        <span>
          <span className="font-medium">Namen bijwerken</span>
          <span className="block text-sm text-muted-foreground">
            Zonder vinkje houden bestaande abonnees hun naam; alleen een ontbrekende naam wordt
            ingevuld.
          </span>
        </span>
      </label>
    </div>
  );
}
