import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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

// Issue 8 acceptance: a crash mid-send loses no recipient and sends none twice
// (docs/decisions/050). The server is a real child process killed with SIGKILL; the
// restarted one finds the dead process's lock on the same data folder stale.
it("SIGKILL halfway through 2,000 recipients: after a restart each has exactly one message", async () => {
  const crashed = await sendAndKillHalfway(
    { DATA_DIR: dataDir, NEWSLETTER_RATE_PER_SECOND: "0" },
    RECIPIENTS,
    (r) => {
      run = r;
    },
  );
  run = crashed;
  await restartAndFinish(crashed);
}, 300_000);
