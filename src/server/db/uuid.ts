/**
 * Whether `value` is a UUID as the id columns hold it: 8-4-4-4-12 hex digits. Checked
 * before an id from a request reaches a query: PostgreSQL refuses to cast anything else
 * to uuid (an error, so a 500), and such an id names no record anyway, so the caller
 * answers 404 as for an unknown id. A looser check (36 hex digits or dashes) lets
 * '------------------------------------' through to that error.
 */
export function isUuid(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
