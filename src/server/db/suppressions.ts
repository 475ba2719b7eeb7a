import { type SQL, sql } from "drizzle-orm";

/** Failed delivery attempts after which an address is on the suppression list. */
export const SUPPRESS_AFTER_FAILURES = 2;

/**
 * Whether the address `email` (an SQL expression) is on the suppression list: its
 * failed newsletter deliveries, summed over every newsletter, reached
 * SUPPRESS_AFTER_FAILURES attempts (docs/decisions/051). Shared by the e-mail diagnostics,
 * which show the list, and the newsletter recipients, which leave it out.
 */
export function isSuppressed(email: SQL): SQL {
  return sql`exists (select 1 from newsletter_deliveries f
    where f.status = 'failed' and lower(f.email) = lower(${email})
    group by lower(f.email) having sum(f.attempts) >= ${SUPPRESS_AFTER_FAILURES})`;
}
