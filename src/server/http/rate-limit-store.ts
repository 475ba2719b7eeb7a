import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Database } from "../db/client";

/** What @fastify/rate-limit hands a store's callbacks. */
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What the plugin passes at run time: the route's merged limit options and its route. */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/** Expired counters are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store whose counters live in the app's database (the
 * `rate_limits` table), so every instance on one database counts the same requests: N
 * instances still allow the limit once, not N times. One row per client and route; one
 * atomic upsert per request starts a new window when the old one has ended, or counts one
 * more. Expired rows are deleted as it goes.
 *
 * The plugin's `continueExceeding` and `exponentialBackoff` options are not supported.
 */
export function databaseRateLimitStore(database: Database) {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    database.query("delete from rate_limits where expires_at < now()").catch(() => {
      lastSweep = 0; // try again on the next request
    });
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as RouteOptions;
      const { method, url } = routeInfo ?? {};
      // The plugin passes only the client's key: the route keeps routes apart.
      this.prefix = groupId ?? `${[method ?? ""].flat().join(",")} ${url ?? ""}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      database
        .query<{ count: number; ttl: string }>(
          `insert into rate_limits as r (key, count, expires_at)
             values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
           on conflict (key) do update set
             count = case when r.expires_at <= now() then 1 else r.count + 1 end,
             expires_at = case when r.expires_at <= now() then excluded.expires_at
                               else r.expires_at end
           returning count, ceil(extract(epoch from (expires_at - now())) * 1000)::text as ttl`,
          [`${this.prefix}|${key}`, timeWindow],
        )
        .then(({ rows: [row] }) =>
          callback(null, { current: row?.count ?? 1, ttl: Math.max(0, Number(row?.ttl ?? 0)) }),
        )
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      database
        .query<{ count: number; ttl: string }>(
          `select count, ceil(extract(epoch from (expires_at - now())) * 1000)::text as ttl
             from rate_limits where key = $1 and expires_at > now()`,
          [`${this.prefix}|${key}`],
        )
        .then(({ rows: [row] }) =>
          callback(
            null,
            row ? { current: row.count, ttl: Number(row.ttl) } : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
