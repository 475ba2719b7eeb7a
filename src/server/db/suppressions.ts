import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the address `email` (an SQL expression) is on the suppression list: the mail
 * server refused it permanently (a 5xx reply) and no admin has lifted that since
 * (docs/decisions/051). Shared by the e-mail diagnostics, the subscriber list and the
 * newsletter recipients, which leave it out.
 */
export function isSuppressed(email: SQL): SQL {
  return sql`exists (select 1 from email_suppressions x where lower(x.email) = lower(${email}))`;
}
