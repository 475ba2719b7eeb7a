import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgQuery } from "../src/server/test/pg-query";
import { type CrashRun, restartAndFinish, sendAndKillHalfway } from "./newsletter-crash-support";

const RECIPIENTS = 2000;
const base = process.env.DATABASE_URL;

// The crash on PostgreSQL (docs/decisions/050): several instances may share the rows, so
// a killed worker's claimed rows are flagged once their lease runs out (3 s here, 10 min
// by default), by any instance.
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

  it("SIGKILL halfway through 2,000 recipients: nobody twice, nobody lost without a flag", async () => {
    const crashed = await sendAndKillHalfway(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        NEWSLETTER_RATE_PER_SECOND: "0",
        NEWSLETTER_CONCURRENCY: "4",
        NEWSLETTER_LEASE_SECONDS: "3",
      },
      RECIPIENTS,
      (r) => {
        run = r;
      },
    );
    run = crashed;
    await restartAndFinish(crashed, 4, async () => {
      const rows = await pgQuery<{ email: string }>(
        databaseUrl,
        "select email from newsletter_deliveries where uncertain",
      );
      return rows.map((r) => r.email);
    });
    const inFlight = await pgQuery<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from newsletter_deliveries where status = 'queued' and claim_token is not null",
    );
    expect(inFlight).toEqual([{ n: 0 }]);
  }, 300_000);
});
