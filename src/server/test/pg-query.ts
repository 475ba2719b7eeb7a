import pg from "pg";

/**
 * One statement on its own short-lived connection (create or drop a database, look at a
 * test's rows); the rows it returned. Used by tests and benchmarks alike.
 */
export async function pgQuery<T = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
