import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectRoot } from "../paths";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Listener = (payload: string) => void;

/**
 * The LISTEN connection's life (PostgreSQL): `lost` when it dropped, `retrying` after each
 * failed attempt to get it back, `restored` once every channel listens again. Notifications
 * sent in between are gone: whoever keeps state from them reloads on `restored`.
 */
export type ListenerState =
  | { state: "lost"; error: Error }
  | { state: "retrying"; attempt: number; error: Error; nextInMs: number }
  | { state: "restored"; attempts: number; downForMs: number };

/**
 * One interface over both engines (docs/architecture.md: PGlite by default, PostgreSQL with
 * DATABASE_URL): the Drizzle handle, raw SQL for the job queue, LISTEN/NOTIFY.
 */
export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  /**
   * `name` makes a statement that runs very often a prepared one on PostgreSQL: parsed
   * and planned once per connection (PGlite, in the same process, ignores it).
   */
  query<T = Record<string, unknown>>(
    text: string,
    values?: unknown[],
    name?: string,
  ): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements (pg-boss needs this). */
  exec(text: string): Promise<{ rows: unknown[] }>;
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Follows the LISTEN connection (see ListenerState); PGlite never loses it. */
  onListenerState(handler: (event: ListenerState) => void): () => void;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  /**
   * PGlite only: its whole data directory as a gzipped tar, taken between queries (PGlite
   * runs one at a time). PostgreSQL is backed up with pg_dump instead (src/server/backup).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, "drizzle");

/** The PostgreSQL advisory lock one instance holds while it migrates (apart from the others). */
const MIGRATION_LOCK_KEY = 7_000_001;

/**
 * How the LISTEN connection is checked (PostgreSQL): a connection that dies without a word
 * (a firewall or failover dropping it, a half-open TCP link) never reports an error, and
 * every notification after it would be lost unnoticed. So every `everyMs` it runs
 * `select 1`; no answer within `timeoutMs` counts as lost, and it listens again. Its
 * connecting and its LISTEN statements get the same time limit.
 */
export interface ListenProbe {
  everyMs: number;
  timeoutMs: number;
}

const LISTEN_PROBE: ListenProbe = { everyMs: 30_000, timeoutMs: 10_000 };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  listenProbe?: ListenProbe;
  /** PostgreSQL: the most connections the pool opens (the LISTEN one apart). */
  poolSize?: number;
  /** PostgreSQL: how long a query may wait for its answer (default 60 s). */
  queryTimeoutMs?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.listenProbe ?? LISTEN_PROBE,
        pgPoolConfig(options.databaseUrl, options.poolSize ?? 10, options.queryTimeoutMs),
      )
    : openPglite(path.join(options.dataDir, "pglite"), acquireDataDirLock(options.dataDir));
}

async function openPglite(dir: string, lock: DataDirLock): Promise<Database> {
  let client: PGlite;
  try {
    // PGlite does not create parent folders.
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    query: async (text, values) => client.query(text, values) as never,
    exec: async (text) => (await client.exec(text)).at(-1) ?? { rows: [] },
    listen: async (channel, listener) => {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    onListenerState: () => () => {},
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dumpDataDir: async () => {
      // Flushed to the data files first, so a restore has no WAL to replay.
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * A pool that a hanging server cannot hold for good: a connection attempt gives up after
 * 10 s, a query after `queryTimeoutMs` (pg then closes its connection, so the next query
 * gets a fresh one), and TCP keep-alive finds a peer that vanished. The app's queries and
 * the job queue's use it.
 */
export function pgPoolConfig(url: string, max: number, queryTimeoutMs = 60_000): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    query_timeout: queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

async function openPostgres(
  url: string,
  probe: ListenProbe,
  poolConfig: pg.PoolConfig,
): Promise<Database> {
  const pool = new pg.Pool(poolConfig);
  pool.on("error", () => {}); // idle client errors are retried by the next query
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  const stateHandlers = new Set<(event: ListenerState) => void>();
  const emit = (event: ListenerState) => {
    for (const handler of stateHandlers) handler(event);
  };
  /** The LISTEN connection, or the attempt to open it; undefined while it is down. */
  let listenClient: Promise<pg.Client> | undefined;
  /** The connected LISTEN client; a drop of any other (older) client is ignored. */
  let active: pg.Client | undefined;
  let reconnecting = false;
  let closing = false;
  /** The active client's probe (see ListenProbe). */
  let probing: NodeJS.Timeout | undefined;

  async function connectListener(): Promise<pg.Client> {
    // Every statement on it, and the connecting, gets no more than the probe's time limit:
    // a connection that goes silent while it is being opened is given up, and tried again.
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: probe.timeoutMs,
      query_timeout: probe.timeoutMs,
    });
    client.on("notification", (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? "");
    });
    const dropped = (error: Error) => {
      client.removeAllListeners("end");
      void client.end().catch(() => {});
      if (closing || client !== active) return;
      clearInterval(probing);
      active = undefined;
      listenClient = undefined;
      void reconnect(error);
    };
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    // Realtime must survive a database restart or a killed backend: listen again.
    client.on("error", dropped);
    client.on("end", () => dropped(new Error("LISTEN connection ended")));
    active = client;
    let waiting = false;
    probing = setInterval(() => {
      if (waiting) return;
      waiting = true;
      client
        .query("select 1")
        .catch((error: Error) => dropped(error))
        .finally(() => {
          waiting = false;
        });
    }, probe.everyMs);
    probing.unref();
    return client;
  }

  /** Tries again with growing pauses (0.5 s doubling to 30 s) for as long as it takes. */
  async function reconnect(error: Error): Promise<void> {
    reconnecting = true;
    const since = Date.now();
    emit({ state: "lost", error });
    for (let attempt = 1; !closing; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
      if (closing) break;
      try {
        const connecting = connectListener();
        listenClient = connecting;
        await connecting;
        reconnecting = false;
        emit({ state: "restored", attempts: attempt, downForMs: Date.now() - since });
        return;
      } catch (failure) {
        listenClient = undefined;
        const err = failure instanceof Error ? failure : new Error(String(failure));
        emit({ state: "retrying", attempt, error: err, nextInMs: backoffMs(attempt + 1) });
      }
    }
    reconnecting = false;
  }

  async function ensureListener(): Promise<pg.Client | undefined> {
    // While the connection is down, a new channel is listened to once it is back.
    if (reconnecting && !listenClient) return undefined;
    listenClient ??= connectListener().catch((error) => {
      listenClient = undefined;
      throw error;
    });
    return listenClient;
  }

  return {
    kind: "postgres",
    db,
    query: (text, values, name) =>
      (name
        ? pool.query({ name, text, values: values as unknown[] })
        : pool.query(text, values as unknown[])) as never,
    exec: async (text) => {
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    listen: async (channel, listener) => {
      const first = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set<Listener>();
      listeners.set(channel, set);
      set.add(listener);
      // While reconnecting, the channel is in `listeners`: the next attempt listens to it.
      const client = reconnecting
        ? await ensureListener().catch(() => undefined)
        : await ensureListener();
      if (first) await client?.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(channel);
          const current = await listenClient?.catch(() => undefined);
          await current?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    onListenerState: (handler) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    migrate: async () => {
      // Instances starting together would each apply a new migration: drizzle reads the
      // last applied one outside its transaction and takes no lock, so the slower one
      // fails with "already exists". One session holds an advisory lock for the whole
      // run and migrates on that same connection; the others wait, then find it done.
      // A connection of its own, without the pool's query time limit: waiting for another
      // instance's migration, or a long one, is not a hanging server. Closing it ends the lock.
      const client = new pg.Client({ ...poolConfig, query_timeout: undefined });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      closing = true;
      const current = await listenClient?.catch(() => undefined);
      clearInterval(probing);
      current?.removeAllListeners("end");
      await current?.end().catch(() => {});
      await pool.end();
    },
  };
}

function backoffMs(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** Math.min(attempt - 1, 6));
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
