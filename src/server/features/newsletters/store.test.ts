import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { createDeliveryStore } from "./store";

/**
 * A test app (its worker not started: only the test claims), a delivery store on its
 * database, and one newsletter with `count` queued deliveries (r1..rN@example.org).
 */
async function newsletterWithDeliveries(engine: (typeof engines)[number], count: number) {
  const { app } = await buildTestApp({ engine });
  const { database } = app.services;
  const store = createDeliveryStore(database);
  const [{ id }] = (
    await database.query<{ id: string }>(
      "insert into newsletters (title, subject) values ('t', 's') returning id",
    )
  ).rows as [{ id: string }];
  await database.query(
    `insert into newsletter_deliveries (newsletter_id, batch, email)
     select $1, 1, 'r' || g || '@example.org' from generate_series(1, $2::int) g`,
    [id, count],
  );
  return { database, store };
}

describe.each(engines)("delivery store on %s", (engine) => {
  it("hands each row to one claim, fences a lost claim out, and releases abandoned rows", async () => {
    const { database, store } = await newsletterWithDeliveries(engine, 50);

    const [a, b] = await Promise.all([store.claim(30, 60), store.claim(30, 60)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    expect(new Set(a.map((r) => r.claimToken)).size).toBe(1);
    expect(a[0]!.claimToken).not.toBe(b[0]!.claimToken);

    // Another claim's token marks nothing; the holder's marks its rows.
    const forged = a.slice(0, 2).map((row) => ({ row: { ...row, claimToken: b[0]!.claimToken } }));
    expect(await store.markSent(forged)).toEqual(new Set());
    expect(await store.markSent(a.slice(0, 2).map((row) => ({ row })))).toEqual(
      new Set([a[0]!.id, a[1]!.id]),
    );

    // A lease that ran out: the row can be claimed again and the old claim is fenced out.
    await database.query(
      "update newsletter_deliveries set lease_until = now() - interval '1 second' where id = $1",
      [a[2]!.id],
    );
    const [retaken] = await store.claim(1, 60);
    expect(retaken!.id).toBe(a[2]!.id);
    expect(await store.markSent([{ row: a[2]! }])).toEqual(new Set());
    expect(await store.markSent([{ row: retaken! }])).toEqual(new Set([a[2]!.id]));

    // After a crash: 'sending' rows were never released (decision 050), so they go back.
    const released = await store.releaseAbandoned();
    expect(released).toBe(50 - 3);
    const { rows } = await database.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from newsletter_deliveries group by status order by status",
    );
    expect(rows).toEqual([
      { status: "queued", n: 47 },
      { status: "sent", n: 3 },
    ]);
  });

  it("after a crash, re-queues unjournaled rows, settles handed-over ones, flags the rest uncertain", async () => {
    const { database, store } = await newsletterWithDeliveries(engine, 5);
    const rows = await store.claim(5, 60);
    await store.markSent(rows.map((row) => ({ row })));
    await store.markAccepted([rows[0]!.id]); // answered by the server before the crash
    // rows[1]: released and handed over; rows[4]: released, the crash came before the
    // second line (in doubt); rows[2] and rows[3]: never journaled.
    const ids = (...i: number[]) => new Set(i.map((n) => rows[n]!.id));
    const result = await store.recoverUnreleased({
      released: ids(0, 1, 4),
      handedOver: ids(0, 1),
    });
    expect(result).toEqual({ requeued: 2, settled: 1, uncertain: 1 });
    const { rows: after } = await database.query<{
      email: string;
      status: string;
      attempts: number;
      last_error: string | null;
      uncertain: boolean;
    }>(
      "select email, status, attempts, last_error, uncertain from newsletter_deliveries order by email",
    );
    const by = (n: number) => after.find((r) => r.email === rows[n]!.email)!;
    expect(by(0)).toMatchObject({ status: "sent", last_error: null, uncertain: false });
    expect(by(1)).toMatchObject({
      status: "sent",
      last_error: "Ontvangst niet bevestigd (herstart)",
      uncertain: false,
    });
    expect(by(2)).toMatchObject({ status: "queued", attempts: 0 });
    expect(by(3)).toMatchObject({ status: "queued", attempts: 0 });
    expect(by(4)).toMatchObject({
      status: "sent",
      last_error: "Mogelijk niet afgeleverd (herstart tijdens het versturen)",
      uncertain: true,
    });
    // A second recovery (journal now empty) leaves the settled rows alone.
    expect(await store.recoverUnreleased({ released: new Set(), handedOver: new Set() })).toEqual({
      requeued: 0,
      settled: 0,
      uncertain: 0,
    });
    // Sent again (the admin's 'Onzekere opnieuw versturen'), the mark goes.
    await database.query("update newsletter_deliveries set status = 'queued' where uncertain");
    const again = (await store.claim(3, 60)).find((r) => r.id === rows[4]!.id);
    await store.markSent([{ row: again! }]);
    const { rows: now } = await database.query<{ uncertain: boolean; last_error: string | null }>(
      "select uncertain, last_error from newsletter_deliveries where id = $1",
      [rows[4]!.id],
    );
    expect(now[0]).toEqual({ uncertain: false, last_error: null });
  });
});

describe.each(engines)("worker instances on %s", (engine) => {
  it("flags a journal-less worker's unanswered rows uncertain: nothing says their dot left", async () => {
    const { database, store } = await newsletterWithDeliveries(engine, 3);
    const gone = crypto.randomUUID();
    const rows = await store.claim(3, 60, gone);
    await store.markSent(rows.map((row) => ({ row })));
    await store.markAccepted([rows[0]!.id]);
    expect(await store.recoverUnreleased("all", gone)).toEqual({
      requeued: 0,
      settled: 0,
      uncertain: 2,
    });
    const { rows: after } = await database.query<{ n: number }>(
      "select count(*)::int as n from newsletter_deliveries where uncertain and status = 'sent'",
    );
    expect(after[0]!.n).toBe(2);
  });

  it("takes a stale worker's rows over at once and never a live worker's", async () => {
    const { database, store } = await newsletterWithDeliveries(engine, 8);
    const worker = (journalDir: string | null) => ({
      id: crypto.randomUUID(),
      host: "host-a",
      pid: 1,
      journalDir,
    });
    const gone = worker("/data");
    const live = worker("/data");
    await store.heartbeat(gone);
    await store.heartbeat(live);
    const g = await store.claim(4, 600, gone.id);
    const l = await store.claim(4, 600, live.id);
    expect(g).toHaveLength(4);
    expect(l).toHaveLength(4);
    // gone: g[0] still 'sending'; g[1] sent and answered; g[2] sent, journaled; g[3] sent,
    // not journaled. live: two rows sent without an answer yet, two 'sending'.
    await store.markSent(g.slice(1).map((row) => ({ row })));
    await store.markAccepted([g[1]!.id]);
    await store.markSent(l.slice(0, 2).map((row) => ({ row })));
    const silence = (worker: string) =>
      database.query(
        "update newsletter_workers set heartbeat_at = now() - interval '1 hour' where id = $1",
        [worker],
      );
    await silence(gone.id);

    expect((await store.staleInstances(live.id, 30)).map((w) => w.id)).toEqual([gone.id]);
    expect(await store.staleInstances(gone.id, 30)).toEqual([]);
    expect(await store.staleInstances(live.id, 7200)).toEqual([]);
    // A live worker's rows are never taken, whatever their lease says.
    expect(await store.releaseAbandonedBy(live.id, 30)).toBe(0);
    // A worker that beats again between the look-up and the take-over keeps its rows.
    await store.heartbeat(gone);
    expect(await store.releaseAbandonedBy(gone.id, 30)).toBe(0);
    await silence(gone.id);
    expect(await store.releaseAbandonedBy(gone.id, 30)).toBe(1);

    expect(
      await store.recoverUnreleased(
        { released: new Set([g[2]!.id]), handedOver: new Set([g[2]!.id]) },
        gone.id,
      ),
    ).toEqual({ requeued: 1, settled: 1, uncertain: 0 });
    await store.forgetInstance(live.id, 30); // live: not forgotten
    await store.forgetInstance(gone.id, 30);
    const { rows: workers } = await database.query<{ id: string }>(
      "select id from newsletter_workers",
    );
    expect(workers.map((w) => w.id)).toEqual([live.id]);

    const { rows } = await database.query<{
      id: string;
      status: string;
      accepted: boolean;
      last_error: string | null;
    }>(
      "select id, status, accepted_at is not null as accepted, last_error from newsletter_deliveries",
    );
    const by = (row: { id: string }) => rows.find((r) => r.id === row.id);
    expect(by(g[0]!)).toMatchObject({ status: "queued" });
    expect(by(g[1]!)).toMatchObject({ status: "sent", accepted: true, last_error: null });
    expect(by(g[2]!)).toMatchObject({
      status: "sent",
      last_error: "Ontvangst niet bevestigd (herstart)",
    });
    expect(by(g[3]!)).toMatchObject({ status: "queued" });
    // The live worker's rows are exactly as it left them, and its claims still hold.
    expect(l.map((row) => by(row)?.status)).toEqual(["sent", "sent", "sending", "sending"]);
    expect(l.slice(0, 2).every((row) => by(row)?.last_error === null)).toBe(true);
    expect(await store.markSent(l.slice(2).map((row) => ({ row })))).toEqual(
      new Set([l[2]!.id, l[3]!.id]),
    );
    // The gone worker's old claim is fenced out: it can no longer mark its row sent.
    expect(await store.markSent([{ row: g[0]! }])).toEqual(new Set());
  });
});
