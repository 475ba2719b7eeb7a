import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { startApp } from "./lib";
import { isMain } from "../lib/is-main.mjs";

/**
 * The forms' figures: requests/s and p99 of POST /api/donations and POST /api/contact with
 * 50 concurrent clients, on PGlite and on PostgreSQL (DATABASE_URL), with zero errors and
 * every request stored exactly once (rows counted after the run). A fixed number of
 * requests, not a duration, so no request is still in flight when the rows are counted.
 *
 * Alone: `npx tsx scripts/bench/forms.ts` (set DATABASE_URL for the PostgreSQL leg).
 */
const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_FORMS_REQUESTS ?? 2000);
// Seconds before autocannon gives up on one request. Its default (10 s) turns a slow
// answer under 50 clients on a busy machine into an "error"; we want to see the latency.
const TIMEOUT_S = 60;

interface Figures {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rowsStored: number;
  distinctRows: number;
  storedExactlyOnce: boolean;
}

const endpoints = {
  donations: {
    url: "/api/donations",
    // [<id>] becomes a unique id per request (autocannon idReplacement).
    body: {
      kind: "one-off",
      email: "bench@example.nl",
      destination: "winterhulp",
      amount: 25,
      message: "bench [<id>]",
    },
    count: `select count(*)::int as n, count(distinct message)::int as d from donations where message like 'bench %'`,
  },
  contact: {
    url: "/api/contact",
    body: { name: "Bench Tester", email: "bench@example.nl", message: "Benchmark bericht [<id>]" },
    count: `select count(*)::int as n, count(distinct message)::int as d from contact_messages where message like 'Benchmark bericht %'`,
  },
} as const;
type Name = keyof typeof endpoints;

async function hammer(base: string, name: Name) {
  const endpoint = endpoints[name];
  const result = await autocannon({
    url: `${base}${endpoint.url}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(endpoint.body),
    idReplacement: true,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: TIMEOUT_S,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result["2xx"],
  };
}

async function countRows(query: (sql: string) => Promise<{ n: number; d: number }>, name: Name) {
  return query(endpoints[name].count);
}

async function runEngine(engine: "pglite" | "postgres"): Promise<Record<Name, Figures>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-forms-"));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const dbName = `qamar_bench_${randomBytes(5).toString("hex")}`;
  if (engine === "postgres") {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  try {
    const app = await startApp({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      RATE_LIMIT_PER_MINUTE: "100000000",
      PAYMENT_PROVIDER: "demo",
      MAIL_TRANSPORT: "outbox",
    });
    const raw: Partial<Record<Name, Awaited<ReturnType<typeof hammer>>>> = {};
    try {
      for (const name of Object.keys(endpoints) as Name[]) raw[name] = await hammer(app.url, name);
    } finally {
      await app.stop();
    }
    // Count after the app has stopped: PGlite's folder has one owner at a time.
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const figures = {} as Record<Name, Figures>;
      for (const name of Object.keys(endpoints) as Name[]) {
        const { n, d } = await countRows(
          async (sql) => (await database.query<{ n: number; d: number }>(sql)).rows[0]!,
          name,
        );
        const r = raw[name]!;
        figures[name] = {
          requests: r.requests,
          requestsPerSecond: r.requestsPerSecond,
          p99Ms: r.p99Ms,
          errors: r.errors,
          non2xx: r.non2xx,
          rowsStored: n,
          distinctRows: d,
          storedExactlyOnce: r.errors === 0 && r.non2xx === 0 && n === r.ok && d === n,
        };
      }
      return figures;
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

export async function benchForms() {
  const result: Record<string, unknown> = {
    connections: CONNECTIONS,
    requestsPerEndpoint: REQUESTS,
    pglite: await runEngine("pglite"),
  };
  result.postgres = process.env.DATABASE_URL
    ? await runEngine("postgres")
    : "skipped: set DATABASE_URL to measure PostgreSQL";
  return result;
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchForms(), null, 2));
}
