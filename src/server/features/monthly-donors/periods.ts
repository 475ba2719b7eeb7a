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

/**
 * SQL: how many terms the collection in `month` (YYYY-MM) of the mandate `id` (of
 * `interval` months) takes. One, but the first collection of a periodic gift's mandate
 * whose agreement says so (`first_collection_catches_up`) takes its year's terms already
 * past as well: a mandate recorded in April collects January to April, so the year still
 * gets its whole amount (decision 062). "First": the mandate has no line yet in any file
 * (a returned one counts, as it does for its period), leaving aside one in `month` itself
 * when `ownMonth` is set (the coming month's file may already hold it).
 */
export function termsOf(month: string, id: SQL, interval: SQL, ownMonth = false): SQL {
  return sql`(case when exists (select 1 from periodic_gifts g
                                 where g.monthly_donor_id = ${id}
                                   and g.first_collection_catches_up)
                    and not exists (select 1 from sepa_batch_lines f
                                     where f.monthly_donor_id = ${id}
                                       ${ownMonth ? sql`and f.collection_month <> ${month}` : sql``})
               then (${Number(month.slice(5, 7))}::int - 1) / ${interval} + 1
               else 1 end)`;
}
