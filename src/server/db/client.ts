import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Listener = (payload: string) => void;

/**
 * One interface over both engines (ARCHITECTURE.md: PGlite by default, PostgreSQL with
 * DATABASE_URL): the Drizzle handle, raw SQL for the job queue, LISTEN/NOTIFY.
 */
export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements (pg-boss needs this). */
  exec(text: string): Promise<{ rows: unknown[] }>;
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, "pglite"), acquireDataDirLock(options.dataDir));
}

async function openPglite(dir: string, lock: DataDirLock): Promise<Database> {
  let client: PGlite;
  try {
    // PGlite does not create parent folders (STACK.md).
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
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {}); // idle client errors are retried by the next query
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: pg.Client | undefined;
  let closing = false;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? "");
    });
    client.on("error", () => {
      // Reconnect and listen again: realtime must survive a database restart.
      listenClient = undefined;
      if (!closing) setTimeout(() => void ensureListener().catch(() => {}), 1000);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`listen ${quoteIdent(channel)}`);
    return client;
  }
  async function ensureListener(): Promise<pg.Client> {
    listenClient ??= await connectListener();
    return listenClient;
  }

  return {
    kind: "postgres",
    db,
    query: (text, values) => pool.query(text, values as unknown[]) as never,
    exec: async (text) => {
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    listen: async (channel, listener) => {
      const first = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set<Listener>();
      listeners.set(channel, set);
      set.add(listener);
      const client = await ensureListener();
      if (first) await client.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: async () => {
      closing = true;
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
