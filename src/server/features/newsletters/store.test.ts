import { randomUUID } from "node:crypto";
import { newsletterFormSchema } from "@shared/schemas/newsletter";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { buildTestApp } from "../../test/app";
import { createTestStore, type Engine, engines, type TestStore } from "../../test/databases";
import { startSend } from "./sending";
import { createNewsletter } from "./service";
import { createDeliveryStore, NEXT } from "./store";
import { insertSubscribers, newsletterInput } from "./test-helpers";
import { adminClient } from "../../test/auth";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe.each(engines)("the delivery store on %s", (engine) => {
  // Each message's claim must not grow with the rows already sent: reading the queue
  // index in order it stops at the first free rows. Without fresh statistics after a send
  // starts, the planner takes the queue for empty and sorts every queued row per claim.
  it("claims by reading the queue index in order, with no sort of the queued rows", async () => {
    const { app } = await buildTestApp({ engine, env: { NEWSLETTER_RATE_PER_SECOND: "0" } });
    const admin = await adminClient(app);
    await insertSubscribers(
      app,
      Array.from({ length: 1000 }, (_, i) => `lezer${i}@example.org`),
    );
    const { body } = await admin.post("/newsletters", newsletterInput());
    await startSend(app.services.database.db, body.newsletter.id, false);

    const { rows } = await app.services.database.query<{ "QUERY PLAN": unknown }>(
      `explain (format json) ${NEXT}`,
      [[], [], 8, 300],
    );
    const raw = rows[0]!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const all = nodes(plan[0].Plan);
    expect(all.map((n) => n["Node Type"])).not.toContain("Sort");
    expect(all.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(all).toContainEqual(
      expect.objectContaining({
        "Node Type": "Index Scan",
        "Index Name": "newsletter_deliveries_queue_idx",
      }),
    );
  });
});

let opened: { store: TestStore; database: Database } | undefined;
afterEach(async () => {
  await opened?.database.close();
  await opened?.store.cleanup();
  opened = undefined;
});

/** A newsletter queued for five readers, on a database with no sender: the test claims. */
async function queuedNewsletter(engine: Engine): Promise<Database> {
  const store = await createTestStore(engine);
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  opened = { store, database };
  await database.migrate();
  await database.query(
    `insert into email_subscribers (email, source, subscribed)
     select 'lezer' || n || '@example.org', 'manual', true from generate_series(1, 5) n`,
  );
  const n = await createNewsletter(database.db, newsletterFormSchema.parse(newsletterInput()));
  await startSend(database.db, n.id, false);
  return database;
}

const rowsOf = async (database: Database) =>
  (
    await database.query<{
      email: string;
      status: string;
      uncertain: boolean;
      claim_token: string | null;
      attempts: number;
      last_error: string | null;
      sent: boolean;
    }>(
      `select email, status, uncertain, claim_token, attempts, last_error, sent_at is not null as sent
         from newsletter_deliveries order by email`,
    )
  ).rows;

describe.each(engines)("rows a dead worker left claimed, on %s (docs/decisions/050)", (engine) => {
  it("flags them sent and uncertain, keeps their token for a slow worker, and never claims them again", async () => {
    const database = await queuedNewsletter(engine);
    const live = createDeliveryStore(database, 600, 48);
    const dead = createDeliveryStore(database, 0, 48); // its lease runs out at once
    const held = await live.next([], 2);
    const lapsed = await dead.next([], 1);
    expect([...held, ...lapsed]).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 10)); // now() is past the 0 s lease

    const IN_DOUBT = "Mogelijk niet afgeleverd (het versturen werd onderbroken)";
    const flagged = (r: { email: string; claim_token: string }) => ({
      email: r.email,
      status: "sent",
      uncertain: true,
      claim_token: r.claim_token,
      attempts: 1,
      last_error: IN_DOUBT,
      sent: true,
    });
    const claimed = (r: { email: string; claim_token: string }) => ({
      email: r.email,
      status: "queued",
      uncertain: false,
      claim_token: r.claim_token,
      attempts: 0,
      last_error: null,
      sent: false,
    });
    const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);

    // On PostgreSQL the sender looks every so often: only claims whose lease ran out.
    expect(await live.flagAbandoned(false)).toBe(1);
    const afterLease = await rowsOf(database);
    expect(afterLease.filter((r) => r.claim_token !== null).sort(byEmail)).toEqual(
      [flagged(lapsed[0]!), ...held.map(claimed)].sort(byEmail),
    );
    // On PGlite, at start (one process): every claim left behind.
    expect(await live.flagAbandoned(true)).toBe(2);
    const rows = await rowsOf(database);
    expect(rows.filter((r) => r.claim_token !== null).sort(byEmail)).toEqual(
      [...held, ...lapsed].map(flagged).sort(byEmail),
    );
    const neverClaimed = rows.filter((r) => r.claim_token === null);
    expect(neverClaimed.map((r) => [r.status, r.uncertain, r.attempts])).toEqual([
      ["queued", false, 0],
      ["queued", false, 0],
    ]);
    expect(await live.flagAbandoned(true)).toBe(0);

    // Never sent again by themselves: a later claim takes only the rows nobody claimed.
    const later = await live.next([], 5);
    expect(later.map((r) => r.email).sort()).toEqual(neverClaimed.map((r) => r.email));

    // A worker that was only slow marks its row when its 250 comes, with its own token:
    // sent, no longer uncertain, released. Another token changes nothing.
    await live.next([{ ...held[1]!, claim_token: randomUUID() }], 0);
    await live.next([held[0]!], 0);
    const after = await rowsOf(database);
    expect(after.find((r) => r.email === held[0]!.email)).toMatchObject({
      status: "sent",
      uncertain: false,
      claim_token: null,
      last_error: null,
      sent: true,
    });
    expect(after.find((r) => r.email === held[1]!.email)).toEqual(flagged(held[1]!));
  });
});

/** What the stop triggers leave: failed, unclaimed, its attempts kept, nothing pending. */
const stoppedRow = {
  status: "failed",
  uncertain: false,
  claim_token: null,
  attempts: 1,
  sent: false,
};

describe.each(engines)("an address that opted out while its row was claimed, on %s", (engine) => {
  // The triggers of migration 0021 stop only rows waiting unclaimed. A row on the wire when
  // its address unsubscribes or is blocked comes back to the queue on a 4xx; the claim
  // stops it then, as the triggers would have, and claims the next row in its place.
  it("is never claimed again: its row fails with the trigger's reason", async () => {
    const database = await queuedNewsletter(engine);
    const store = createDeliveryStore(database, 600, 48);
    const held = await store.next([], 5);
    const row = (n: number) => held.find((r) => r.email === `lezer${n}@example.org`)!;
    await database.query(
      "update email_subscribers set subscribed = false where email = 'lezer1@example.org'",
    );
    await database.query(
      "insert into email_suppressions (email, reason) values ('Lezer2@example.org', '550 Onbekend')",
    );
    // Greylisted, back in the queue: due at once, the opted-out ones first.
    for (const n of [1, 2, 3]) await store.retryLater(row(n), "451 Later", 0);
    await database.query(
      `update newsletter_deliveries set not_before = now() - make_interval(secs => 10 - n)
         from (values ('lezer1@example.org', 1), ('lezer2@example.org', 2),
                      ('lezer3@example.org', 3)) as v(email, n)
        where newsletter_deliveries.email = v.email`,
    );

    const next = await store.next([], 1);
    expect(next.map((r) => r.email)).toEqual(["lezer3@example.org"]);
    const rows = await rowsOf(database);
    expect(rows.slice(0, 2)).toEqual([
      { ...stoppedRow, email: "lezer1@example.org", last_error: "Afgemeld" },
      { ...stoppedRow, email: "lezer2@example.org", last_error: "Geblokkeerd: 550 Onbekend" },
    ]);
    // Nothing left to wait for: no retry due, no retry window.
    const { rows: pending } = await database.query(
      `select email from newsletter_deliveries
        where status = 'failed' and (not_before is not null or retry_until is not null)`,
    );
    expect(pending).toEqual([]);
  });
});
