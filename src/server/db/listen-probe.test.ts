import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { pgRelay } from "../test/pg-relay";
import { type Database, type ListenerState, openDatabase } from "./client";

describe.runIf(engines.includes("postgres"))("the LISTEN connection's probe", () => {
  let store: TestStore | undefined;
  let database: Database | undefined;
  let relay: Awaited<ReturnType<typeof pgRelay>> | undefined;
  afterEach(async () => {
    await database?.close();
    await relay?.close();
    await store?.cleanup();
  });

  it("notices a connection that went silent without an error, listens again, and hears the next notification", async () => {
    store = await createTestStore("postgres");
    relay = await pgRelay(store.databaseUrl!);
    database = await openDatabase({
      dataDir: store.dataDir,
      databaseUrl: relay.url,
      listenProbe: { everyMs: 200, timeoutMs: 500 },
    });
    const heard: string[] = [];
    const states: ListenerState[] = [];
    database.onListenerState((event) => states.push(event));
    await database.listen("probe_test", (payload) => heard.push(payload));
    await database.notify("probe_test", "voor");
    await expect.poll(() => heard).toEqual(["voor"]);

    relay.mute("listening");
    // Sent while the connection is silent: it never arrives, and nothing reports an error.
    await database.notify("probe_test", "tijdens");
    await expect.poll(() => states.map((s) => s.state), { timeout: 20_000 }).toContain("lost");
    expect(states[0]).toMatchObject({
      state: "lost",
      error: expect.objectContaining({ message: "Query read timeout" }),
    });
    // Still silent: the attempts to listen again go silent too, and are given up.
    await expect
      .poll(() => states.filter((s) => s.state === "retrying").length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    relay.unmute();
    await expect.poll(() => states.map((s) => s.state), { timeout: 30_000 }).toContain("restored");

    await database.notify("probe_test", "na");
    await expect.poll(() => heard).toEqual(["voor", "na"]);
  }, 60_000);
});
