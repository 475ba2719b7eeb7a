import { connect, createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { type Database, type ListenerState, openDatabase } from "./client";

/**
 * A TCP relay to PostgreSQL that can go silent for the connection that listens: its bytes
 * are swallowed both ways and nothing is closed, as when a firewall or a failover drops a
 * connection without telling either end. The pool's connections keep working.
 */
async function silencingRelay(target: URL) {
  let silent = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    let listening = false;
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => {
      // The LISTEN statement marks the connection as the one to silence.
      if (chunk.toString("latin1").toLowerCase().includes("listen ")) listening = true;
      if (!(silent && listening)) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!(silent && listening)) client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(typeof address === "object" && address ? address.port : 0);
  return {
    url: url.toString(),
    /** From now on, the connections that listened hear and say nothing. */
    silence: () => {
      silent = true;
    },
    /** New connections that listen are relayed again (the silenced ones stay silent). */
    speak: () => {
      silent = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(engines.includes("postgres"))("the LISTEN connection's probe", () => {
  let store: TestStore | undefined;
  let database: Database | undefined;
  let relay: Awaited<ReturnType<typeof silencingRelay>> | undefined;
  afterEach(async () => {
    await database?.close();
    await relay?.close();
    await store?.cleanup();
  });

  it("notices a connection that went silent without an error, listens again, and hears the next notification", async () => {
    store = await createTestStore("postgres");
    relay = await silencingRelay(new URL(store.databaseUrl!));
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

    relay.silence();
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
    relay.speak();
    await expect.poll(() => states.map((s) => s.state), { timeout: 30_000 }).toContain("restored");

    await database.notify("probe_test", "na");
    await expect.poll(() => heard).toEqual(["voor", "na"]);
  }, 60_000);
});
