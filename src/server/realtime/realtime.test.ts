import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type ListenerState, openDatabase } from "../db/client";
import { buildTestApp } from "../test/app";
import { createTestStore, engines } from "../test/databases";
import { pgRelay } from "../test/pg-relay";
import { collectEvents, listenOnFreePort } from "../test/sse";
import { until } from "../test/wait";
import { Realtime } from "./realtime";

describe.each(engines)("realtime on %s", (engine) => {
  it("turns a NOTIFY into a Server-Sent Event", async () => {
    const { app } = await buildTestApp({ engine });
    app.get("/api/test-events", (request, reply) =>
      app.services.realtime.stream(request, reply, { channel: "test_channel", event: "test" }),
    );
    const url = await listenOnFreePort(app);
    const events = await collectEvents(`${url}/api/test-events`, 2, async () => {
      // A raw NOTIFY, as a trigger or another instance would send it.
      await app.services.database.query("select pg_notify('test_channel', $1)", ['{"n":1}']);
      await app.services.realtime.publish("test_channel", { n: 2 });
    });
    expect(events).toEqual([
      { event: "test", data: '{"n":1}' },
      { event: "test", data: '{"n":2}' },
    ]);
  });

  it("ends a stream whose LISTEN failed, and listens afresh on the next one", async () => {
    const { app } = await buildTestApp({ engine });
    const { database } = app.services;
    const listen = database.listen;
    let failures = 1;
    database.listen = (channel, handler) =>
      channel === "test_channel" && failures-- > 0
        ? Promise.reject(new Error("database away"))
        : listen.call(database, channel, handler);
    app.get("/api/test-events", (request, reply) =>
      app.services.realtime.stream(request, reply, { channel: "test_channel", event: "test" }),
    );
    const url = await listenOnFreePort(app);
    // The failed one answers and ends (it would hang for ever), telling the browser to retry.
    const failed = await fetch(`${url}/api/test-events`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe("retry: 2000\n\n");
    // The next one listens again instead of awaiting the old failure.
    const events = await collectEvents(`${url}/api/test-events`, 1, async () => {
      await app.services.realtime.publish("test_channel", { n: 1 });
    });
    expect(events).toEqual([{ event: "test", data: '{"n":1}' }]);
  });

  it("reads the first event's data once it listens: a change made meanwhile follows it", async () => {
    const { app } = await buildTestApp({ engine });
    const { realtime } = app.services;
    let state = 0;
    app.get("/api/test-events", (request, reply) =>
      realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        initial: async () => {
          const read = { state };
          // Another request changes the state right after it was read, and says so.
          state = 1;
          await realtime.publish("test_channel", { state });
          return read;
        },
      }),
    );
    const url = await listenOnFreePort(app);
    const events = await collectEvents(`${url}/api/test-events`, 2, async () => {});
    expect(events.map((e) => JSON.parse(e.data))).toEqual([{ state: 0 }, { state: 1 }]);
  });

  it("sends a stream's state again when the LISTEN connection is restored", async () => {
    const { app } = await buildTestApp({ engine });
    const { database, realtime } = app.services;
    let state = 0;
    app.get("/api/test-events", (request, reply) =>
      realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        initial: () => ({ state }),
      }),
    );
    const url = await listenOnFreePort(app);
    // The connection's life told by hand (PGlite never loses it; see below for PostgreSQL),
    // to the streams opened from here on.
    const followers = new Set<(event: ListenerState) => void>();
    database.onListenerState = (handler) => {
      followers.add(handler);
      return () => followers.delete(handler);
    };
    const events = await collectEvents(`${url}/api/test-events`, 2, async () => {
      for (const f of followers) f({ state: "lost", error: new Error("LISTEN connection ended") });
      // Changed while nothing listens: no notification says so.
      state = 1;
      for (const f of followers) f({ state: "restored", attempts: 1, downForMs: 0 });
    });
    expect(events.map((e) => JSON.parse(e.data))).toEqual([{ state: 0 }, { state: 1 }]);
    // A closed stream stops following the connection.
    await expect.poll(() => followers.size).toBe(0);
  });

  it("transforms notifications in order", async () => {
    const { app } = await buildTestApp({ engine });
    app.get("/api/test-events", (request, reply) =>
      app.services.realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        // The first notification takes longer than the second: order must hold.
        transform: async (payload) => {
          const n = JSON.parse(payload).n as number;
          await new Promise((r) => setTimeout(r, n === 1 ? 200 : 0));
          return n === 3 ? undefined : { doubled: n * 2 };
        },
      }),
    );
    const url = await listenOnFreePort(app);
    const events = await collectEvents(`${url}/api/test-events`, 2, async () => {
      for (const n of [1, 2, 3]) await app.services.realtime.publish("test_channel", { n });
    });
    expect(events.map((e) => JSON.parse(e.data))).toEqual([{ doubled: 2 }, { doubled: 4 }]);
  });

  it("runs a route's transform once per notification for all its open streams", async () => {
    const { app } = await buildTestApp({ engine });
    let calls = 0;
    const transform = async (payload: string) => {
      calls += 1;
      return JSON.parse(payload) as unknown;
    };
    app.get("/api/test-events", (request, reply) =>
      app.services.realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        transform,
      }),
    );
    const url = await listenOnFreePort(app);
    let open = 0;
    let allOpen: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      allOpen = resolve;
    });
    const clients = [1, 2, 3].map(() =>
      collectEvents(`${url}/api/test-events`, 1, async () => {
        open += 1;
        if (open === 3) allOpen();
      }),
    );
    await ready;
    await app.services.realtime.publish("test_channel", { n: 7 });
    const received = await Promise.all(clients);
    expect(received.map((events) => events.map((e) => JSON.parse(e.data)))).toEqual([
      [{ n: 7 }],
      [{ n: 7 }],
      [{ n: 7 }],
    ]);
    expect(calls).toBe(1);
  });

  it("lets go of a stream whose browser left while it was being set up", async () => {
    const { app } = await buildTestApp({ engine });
    const { database, realtime } = app.services;
    // Counts the channel's LISTENs still held.
    let held = 0;
    const listen = database.listen;
    database.listen = async (channel, handler) => {
      const stop = await listen.call(database, channel, handler);
      if (channel !== "test_channel") return stop;
      held++;
      return async () => {
        held--;
        await stop();
      };
    };
    let reading = false;
    let release = () => {};
    const firstRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    let closed = false;
    app.get("/api/test-events", (request, reply) => {
      request.raw.once("close", () => {
        closed = true;
      });
      return realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        initial: async () => {
          reading = true;
          await firstRead;
          return { state: 0 };
        },
      });
    });
    const url = await listenOnFreePort(app);
    const browser = new AbortController();
    const request = fetch(`${url}/api/test-events`, { signal: browser.signal }).catch(() => {});
    await until(() => reading);
    expect(held).toBe(1);
    browser.abort();
    await until(() => closed);
    release();
    await request;
    await until(() => held === 0, 5_000);
  });

  it("answers HEAD on a stream with its headers and no body", async () => {
    const { app } = await buildTestApp({ engine });
    app.get("/api/test-events", (request, reply) =>
      app.services.realtime.stream(request, reply, { channel: "test_channel", event: "test" }),
    );
    const url = await listenOnFreePort(app);
    const res = await fetch(`${url}/api/test-events`, {
      method: "HEAD",
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
  });
});

describe.runIf(engines.includes("postgres"))("realtime after a LISTEN outage", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("sends an open stream the state that changed while its notifications were lost", async () => {
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const relay = await pgRelay(store.databaseUrl!);
    cleanups.push(() => relay.close());
    const database = await openDatabase({
      dataDir: store.dataDir,
      databaseUrl: relay.url,
      listenProbe: { everyMs: 200, timeoutMs: 500 },
    });
    cleanups.push(() => database.close());
    const realtime = new Realtime(database);
    const app = Fastify();
    cleanups.push(async () => {
      await realtime.close();
      await app.close();
    });
    const states: ListenerState["state"][] = [];
    database.onListenerState((event) => states.push(event.state));
    let state = 0;
    app.get("/api/test-events", (request, reply) =>
      realtime.stream(request, reply, {
        channel: "test_channel",
        event: "test",
        initial: () => ({ state }),
      }),
    );
    const url = await listenOnFreePort(app);
    const change = async (to: number) => {
      state = to;
      await realtime.publish("test_channel", { state });
    };
    const events = await collectEvents(
      `${url}/api/test-events`,
      3,
      async () => {
        // Heard here, so heard by the stream too: one LISTEN for both.
        const heard: string[] = [];
        await realtime.subscribe("test_channel", (payload) => heard.push(payload));
        await change(1);
        await expect.poll(() => heard).toHaveLength(1);
        relay.mute("listening");
        // Its notification never arrives, and nothing reports an error.
        await change(2);
        await expect.poll(() => states, { timeout: 20_000 }).toContain("lost");
        relay.unmute();
      },
      60_000,
    );
    expect(events.map((e) => JSON.parse(e.data))).toEqual([
      { state: 0 },
      { state: 1 },
      { state: 2 },
    ]);
    expect(states).toContain("restored");
  }, 120_000);
});
