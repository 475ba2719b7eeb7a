import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgQuery } from "../src/server/test/pg-query";
import { type CrashRun, restartAndFinish, sendAndKillHalfway } from "./newsletter-crash-support";
import { poll } from "./newsletter-support";

const RECIPIENTS = 2000;
const base = process.env.DATABASE_URL;

// Issue 8 on PostgreSQL (docs/decisions/050): a killed worker's rows are taken over by the
// restarted instance through the heartbeat table, without waiting for their 120 s lease,
// and its release journal (keyed by instance) settles 'sent' rows without a 250 exactly.
describe.runIf(base)("newsletter crash on PostgreSQL", () => {
  const name = `qamar_crash_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-crash-pg-"));
  let databaseUrl = "";
  let run: Partial<CrashRun> = {};

  beforeAll(async () => {
    await pgQuery(base!, `create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await run.server?.stop();
    await run.sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await pgQuery(base!, `drop database if exists ${name} with (force)`);
  });

  it("SIGKILL halfway through 2,000 recipients: after a restart each has exactly one message", async () => {
    const crashed = await sendAndKillHalfway(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        NEWSLETTER_RATE_PER_SECOND: "0",
        // A killed worker is known to be gone after 3 missed beats (1.5 s), not a 120 s lease.
        NEWSLETTER_HEARTBEAT_SECONDS: "0.5",
      },
      RECIPIENTS,
      (r) => {
        run = r;
      },
    );
    run = crashed;
    const [dead] = await pgQuery<{ id: string }>(databaseUrl, "select id from newsletter_workers");
    expect(dead).toBeDefined();
    expect(readdirSync(dataDir)).toContain(`newsletter-released-${dead!.id}.log`);

    // Same database and DATA_DIR, a new process: a new worker instance.
    await restartAndFinish(crashed);

    // The dead worker was taken over (not left to its lease): its heartbeat row and its
    // journal are gone once its rows were settled.
    await poll(async () => {
      const workers = await pgQuery<{ id: string }>(
        databaseUrl,
        "select id from newsletter_workers",
      );
      return !workers.some((w) => w.id === dead!.id);
    });
    expect(readdirSync(dataDir)).not.toContain(`newsletter-released-${dead!.id}.log`);
    const inFlight = await pgQuery<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from newsletter_deliveries where status = 'sending'",
    );
    expect(inFlight).toEqual([{ n: 0 }]);
  }, 300_000);
});
