import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { createTestStore, engines } from "../test/databases";
import { pgRelay } from "../test/pg-relay";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(engines.includes("postgres"))("a PostgreSQL server that hangs", () => {
  it("gets 503 from the health check, and the app answers again once the server does, without a restart", async () => {
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const relay = await pgRelay(store.databaseUrl!);
    const { app, close } = await buildTestApp({
      store: { ...store, databaseUrl: relay.url },
      env: { DATABASE_QUERY_TIMEOUT_SECONDS: "2" },
    });
    cleanups.push(close);
    // First: a connection that hangs also hangs its own closing (pg waits for the end).
    cleanups.push(() => relay.close());
    const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
    expect(await health()).toBe(200);

    // The server stops answering, on the open connections and on new ones.
    relay.mute("all");
    // More checks than the pool has connections: each waits, none for good.
    const during = await Promise.all(Array.from({ length: 12 }, health));
    expect(during).toEqual(Array.from({ length: 12 }, () => 503));

    relay.unmute();
    // The hung connections are given up (query time limit), fresh ones get answers.
    await expect.poll(health, { timeout: 30_000, interval: 500 }).toBe(200);
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Fatima el Amrani",
        email: "fatima@example.nl",
        phone: "",
        message: "Werkt het formulier weer?",
      },
    });
    expect(contact.statusCode).toBe(201);
  }, 120_000);
});
