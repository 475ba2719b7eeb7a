import { connect, createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { createTestStore, engines } from "../test/databases";

/**
 * A TCP relay to PostgreSQL that can hang: from `hang()` on, every connection (open or
 * new) hears and says nothing and stays open, as a server that stopped answering or a
 * network that drops packets. After `answer()`, new connections are relayed again; the
 * hung ones stay hung.
 */
async function hangingRelay(target: string) {
  let hanging = false;
  const sockets = new Set<Socket>();
  const hung = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(new URL(target).port || 5432), "127.0.0.1");
    sockets.add(client).add(upstream);
    if (hanging) hung.add(client);
    client.on("data", (chunk) => {
      if (!hung.has(client)) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!hung.has(client)) client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  const address = server.address();
  url.port = String(typeof address === "object" && address ? address.port : 0);
  return {
    url: url.toString(),
    hang: () => {
      hanging = true;
      for (const socket of sockets) if (!socket.destroyed) hung.add(socket);
    },
    answer: () => {
      hanging = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.runIf(engines.includes("postgres"))("a PostgreSQL server that hangs", () => {
  it("gets 503 from the health check, and the app answers again once the server does, without a restart", async () => {
    const store = await createTestStore("postgres");
    cleanups.push(() => store.cleanup());
    const relay = await hangingRelay(store.databaseUrl!);
    const { app, close } = await buildTestApp({
      store: { ...store, databaseUrl: relay.url },
      env: { DATABASE_QUERY_TIMEOUT_SECONDS: "2" },
    });
    cleanups.push(close);
    // First: a connection that hangs also hangs its own closing (pg waits for the end).
    cleanups.push(() => relay.close());
    const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
    expect(await health()).toBe(200);

    relay.hang();
    // More checks than the pool has connections: each waits, none for good.
    const during = await Promise.all(Array.from({ length: 12 }, health));
    expect(during).toEqual(Array.from({ length: 12 }, () => 503));

    relay.answer();
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
