import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { JobQueue } from "./queue";

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(engines)("job queue on %s", (engine) => {
  let store: TestStore;
  const open: { database: Database; queue?: JobQueue }[] = [];

  async function start(options: { work?: boolean } = {}, define?: (q: JobQueue) => void) {
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    await database.migrate();
    const queue = new JobQueue(database, {
      ...options,
      databaseUrl: store.databaseUrl,
      pollingIntervalSeconds: 0.5,
    });
    define?.(queue);
    await queue.start();
    const entry = { database, queue };
    open.push(entry);
    return entry;
  }
  async function stop(entry: { database: Database; queue?: JobQueue }) {
    await entry.queue?.stop();
    await entry.database.close();
    open.splice(open.indexOf(entry), 1);
  }

  afterEach(async () => {
    for (const entry of [...open]) await stop(entry);
    await store?.cleanup();
  });

  it("keeps a job across a restart and runs it afterwards", async () => {
    store = await createTestStore(engine);
    const seen: string[] = [];
    const define = (q: JobQueue) =>
      q.define<{ word: string }>({ name: "remember", handle: async (d) => void seen.push(d.word) });

    const first = await start({ work: false }, define);
    await first.queue.send("remember", { word: "blijft" });
    await stop(first);
    expect(seen).toEqual([]);

    await start({}, define);
    await until(() => seen.length === 1);
    expect(seen).toEqual(["blijft"]);
  });

  it("retries a failing job with backoff until it succeeds", async () => {
    store = await createTestStore(engine);
    const retryCounts: number[] = [];
    const { queue } = await start({}, (q) =>
      q.define({
        name: "flaky",
        retryLimit: 3,
        retryDelay: 1,
        retryBackoff: true,
        handle: async (_d, job) => {
          retryCounts.push(job.retryCount);
          if (job.retryCount < 2) throw new Error("not yet");
        },
      }),
    );
    const id = await queue.send("flaky", {});
    await until(async () => (await queue.getJob("flaky", id!))?.state === "completed", 30_000);
    // One job, tried three times: the first run and two retries.
    expect(retryCounts).toEqual([0, 1, 2]);
    // The backoff is the policy the job carries in pg-boss, which schedules each retry
    // from it (retry_delay, doubled per retry plus random jitter under retry_backoff);
    // not a measured wait, which depends on the machine's load and on that jitter.
    const job = await queue.getJob("flaky", id!);
    expect(job).toMatchObject({
      state: "completed",
      retryCount: 2,
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: true,
    });
  });

  it("never runs one job in two workers", async () => {
    store = await createTestStore(engine);
    const runs = new Map<number, number>();
    const define = (q: JobQueue) =>
      q.define<{ n: number }>({
        name: "count",
        concurrency: 3,
        handle: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 2));
        },
      });
    const a = await start({}, define);
    // A second worker pool on the same database (a second instance on PostgreSQL).
    if (engine === "postgres") await start({}, define);
    else {
      const second = new JobQueue(a.database, { pollingIntervalSeconds: 0.5 });
      define(second);
      await second.start();
      open.push({ database: { close: async () => {} } as Database, queue: second });
    }
    const total = 100;
    for (let n = 0; n < total; n++) await a.queue.send("count", { n });
    await until(() => runs.size === total, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(total);
  });

  // pg-boss creates a queue and attaches its partition in one transaction: instances
  // creating the same queues at once on a new database deadlocked, and one failed to start.
  it.runIf(engine === "postgres")(
    "starts several instances together on a new database",
    async () => {
      store = await createTestStore(engine);
      const define = (q: JobQueue) => {
        for (let i = 0; i < 8; i++) q.define({ name: `queue-${i}`, handle: async () => {} });
      };
      const started = await Promise.allSettled([1, 2, 3].map(() => start({}, define)));
      expect(started.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    },
    60_000,
  );
});
