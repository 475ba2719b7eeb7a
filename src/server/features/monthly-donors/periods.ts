import { type SQL, sql } from "drizzle-orm";

/**
 * SQL: the collection line `l` (a `sepa_batch_lines` row) falls in the same collection
 * period as `month` (YYYY-MM) for a mandate of `interval` months: the same month, quarter,
 * half year or year of the calendar (`samePeriod` in the shared mandate rules).
 */
export function lineInPeriodOf(month: string, interval: SQL): SQL {
  return sql`(left(l.collection_month, 4) = ${month.slice(0, 4)}
    and (substr(l.collection_month, 6, 2)::int - 1) / ${interval}
        = (${Number(month.slice(5, 7))}::int - 1) / ${interval})`;
}
