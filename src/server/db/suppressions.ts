import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { selectRows } from "./rows";

/**
 * Whether the address `email` (an SQL expression) is on the suppression list: the mail
 * server refused it permanently (a 5xx reply) and no admin has lifted that since
 * (docs/decisions/051). Shared by the e-mail diagnostics, the subscriber list and the
 * newsletter recipients, which leave it out.
 */
export function isSuppressed(email: SQL): SQL {
  return sql`exists (select 1 from email_suppressions x where lower(x.email) = lower(${email}))`;
}

/**
 * Lifts the suppression of `email` (whatever its case): the next send includes the
 * address again. False when it was not on the list. The subscriber list lifts it by
 * subscriber, the e-mail diagnostics by address (a donor or an address of a custom list
 * is no subscriber).
 */
export async function deleteSuppression(db: Db, email: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`delete from email_suppressions where lower(email) = lower(${email}) returning 1`,
  );
  return rows.length > 0;
}
