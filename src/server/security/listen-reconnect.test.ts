import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListenerState } from "../db/client";
import { seedDemoData } from "../db/seed";
import { campaigns } from "../db/schema";
import { buildTestApp } from "../test/app";
import { engines } from "../test/databases";
import { pgQuery } from "../test/pg-query";
import { collectEvents, listenOnFreePort } from "../test/sse";

/**
 * Live updates survive a PostgreSQL outage longer than a second: the app listens again
 * (retrying with backoff for as long as it takes), reloads what it cached from
 * notifications, and the open banner streams keep delivering. The outage is made on the
 * test's own database only: new connections are refused and the listening backend is
 * terminated; the shared server is never restarted.
 */
describe.runIf(engines.includes("postgres"))("LISTEN after a PostgreSQL outage", () => {
  it("reconnects with backoff, reloads the campaign cache, and the stream goes on", async () => {
    const { app, store } = await buildTestApp({ engine: "postgres" });
    const { db } = app.services.database;
    await seedDemoData(db);
    const [active] = await db.select().from(campaigns).where(eq(campaigns.isActive, true));
    const states: ListenerState[] = [];
    app.services.database.onListenerState((event) => states.push(event));
    const base = await listenOnFreePort(app);
    const admin = process.env.DATABASE_URL!;
    const name = new URL(store.databaseUrl!).pathname.slice(1);
    const title = async () =>
      (
        (await app.inject({ url: "/api/campaigns/active" })).json() as {
          campaign: { title: string };
        }
      ).campaign.title;

    const events = await collectEvents(
      `${base}/api/campaigns/events`,
      1,
      async () => {
        expect(await title()).toBe(active!.title); // cached from here on
        // The outage: this database refuses new connections; its LISTEN backend is killed.
        await pgQuery(admin, `alter database ${name} with allow_connections false`);
        try {
          const killed = await pgQuery(
            admin,
            `select pg_terminate_backend(pid) as done from pg_stat_activity
              where datname = $1 and query ilike 'listen%'`,
            [name],
          );
          expect(killed.length).toBeGreaterThan(0);
          // A change during the outage: its notification reaches nobody.
          await db
            .update(campaigns)
            .set({ title: "Tijdens de storing" })
            .where(eq(campaigns.id, active!.id));
          // More than one attempt fails (the old code gave up after one).
          await expect
            .poll(() => states.filter((s) => s.state === "retrying").length, { timeout: 30_000 })
            .toBeGreaterThanOrEqual(2);
        } finally {
          await pgQuery(admin, `alter database ${name} with allow_connections true`);
        }
        await expect
          .poll(() => states.some((s) => s.state === "restored"), { timeout: 60_000 })
          .toBe(true);
        // The cache was dropped when the connection came back.
        expect(await title()).toBe("Tijdens de storing");
        // A change after the outage reaches the stream that stayed open.
        await db
          .update(campaigns)
          .set({ title: "Na de storing" })
          .where(eq(campaigns.id, active!.id));
      },
      120_000,
    );
    expect(states[0]).toMatchObject({ state: "lost" });
    expect(events.map((e) => (JSON.parse(e.data) as { title: string }).title)).toEqual([
      "Na de storing",
    ]);
    expect(await title()).toBe("Na de storing");
  }, 180_000);
});
