import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Rows of a raw SQL query through Drizzle, typed by the caller. `Db` is typed over both
 * drivers (PGlite and node-postgres), whose execute() results differ in type but both
 * carry `rows`.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
