import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, it } from "vitest";
import { type CrashRun, restartAndFinish, sendAndKillHalfway } from "./newsletter-crash-support";

const RECIPIENTS = 2000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-crash-"));
let run: Partial<CrashRun> = {};

afterAll(async () => {
  await run.server?.stop();
  await run.sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// A crash mid-send sends nobody the newsletter twice, and everyone who may have missed
// it is flagged for the admin (docs/decisions/050). The server is a real child process
// killed with SIGKILL; the restarted one finds the dead process's lock on the same data
// folder stale.
it("SIGKILL halfway through 2,000 recipients: nobody twice, nobody lost without a flag", async () => {
  const crashed = await sendAndKillHalfway(
    { DATA_DIR: dataDir, NEWSLETTER_RATE_PER_SECOND: "0", NEWSLETTER_CONCURRENCY: "4" },
    RECIPIENTS,
    (r) => {
      run = r;
    },
  );
  run = crashed;
  await restartAndFinish(crashed, 4, async () => {
    await crashed.server.stop("SIGTERM", { keepData: true });
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    const { rows } = await db.query<{ email: string }>(
      "select email from newsletter_deliveries where uncertain",
    );
    await db.close();
    return rows.map((r) => r.email);
  });
}, 300_000);
