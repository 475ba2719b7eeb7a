import { dutchYear } from "@shared/dutch-day";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client";
import { donations, outboundEmails, statementSends } from "../../db/schema";
import { pdfText } from "../../documents/pdf-text";
import { buildTestApp } from "../../test/app";
import { createTestStore, engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";
import { until } from "../../test/wait";

const YEAR = 2025;

/** `count` donors with two paid gifts in 2025. */
async function seedDonors(db: Db, count: number, from = 0) {
  const gift = (i: number, amountCents: number, paidAt: string) => ({
    kind: "one-off" as const,
    provider: "demo" as const,
    purpose: "Winterhulp Gaza",
    status: "paid" as const,
    email: `donor${String(i).padStart(3, "0")}@example.nl`,
    name: `Donor ${i}`,
    amountCents,
    paidAt: new Date(paidAt),
  });
  const rows = [];
  for (let i = from; i < from + count; i++) {
    rows.push(gift(i, 1_000 + i, "2025-02-01T10:00:00Z"), gift(i, 2_500, "2025-11-01T10:00:00Z"));
  }
  await db.insert(donations).values(rows);
}

/** A donor with a pending gift only, one from 2024, and an anonymised gift of 2025. */
async function seedOthers(db: Db) {
  const base = {
    kind: "one-off" as const,
    provider: "demo" as const,
    purpose: "Noodhulp",
    amountCents: 5_000,
  };
  await db.insert(donations).values([
    {
      ...base,
      email: "pending@example.nl",
      status: "pending",
      createdAt: new Date("2025-05-01T10:00:00Z"),
    },
    {
      ...base,
      email: "vorigjaar@example.nl",
      status: "paid",
      paidAt: new Date("2024-05-01T10:00:00Z"),
    },
    // Paid in 2025, but the person was erased (or the term passed): no one to write to.
    { ...base, email: "", status: "paid", paidAt: new Date("2025-03-01T10:00:00Z") },
  ]);
}

async function statementEmails(db: Db) {
  const rows = await db
    .select({ to: outboundEmails.toAddress, n: sql<number>`count(*)::int` })
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "yearly-statement"))
    .groupBy(outboundEmails.toAddress);
  return new Map(rows.map((r) => [r.to, r.n]));
}

const progress = async (app: FastifyInstance, headers: object) =>
  (
    await app.inject({
      method: "GET",
      url: `/api/admin/statements?year=${YEAR}`,
      headers: headers as Record<string, string>,
    })
  ).json() as { donors: number; sent: number; running: boolean };

const send = (app: FastifyInstance, headers: object, year: unknown = YEAR) =>
  app.inject({
    method: "POST",
    url: "/api/admin/statements/send",
    headers: headers as Record<string, string>,
    payload: { year },
  });

describe.each(engines)("the statement run on %s", (engine) => {
  it("previews one donor's statement, then sends once per donor; a second run sends none", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    await seedDonors(db, 12);
    await seedOthers(db);
    const { admin, member } = await adminAndMember(app);
    const headers = asBrowser(app, admin);

    expect(await progress(app, headers)).toEqual({
      year: YEAR,
      donors: 12,
      sent: 0,
      running: false,
    });
    const preview = await app.inject({
      method: "GET",
      url: `/api/admin/statements/preview?year=${YEAR}`,
      headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain("Jaaroverzicht giften 2025");
    expect(text).toContain("Donor 0");
    expect(text).toMatch(/Totaal 2025 € 35,00/);
    expect(await statementEmails(db)).toEqual(new Map());

    expect((await send(app, asBrowser(app, member))).statusCode).toBe(403);
    const started = await send(app, headers);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ donors: 12, running: true });
    await until(async () => (await progress(app, headers)).sent === 12);
    await until(async () => !(await progress(app, headers)).running);

    const sent = await statementEmails(db);
    expect(sent.size).toBe(12);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(sent.has("pending@example.nl") || sent.has("vorigjaar@example.nl")).toBe(false);
    const [row] = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, "donor003@example.nl"));
    expect(row!.subject).toBe("Uw jaaroverzicht giften 2025 van Stichting Qamar");
    expect(row!.text).toContain("Beste Donor 3,");
    expect(row!.attachments).toEqual([
      { kind: "statement", email: "donor003@example.nl", year: YEAR },
    ]);

    // A second run sends nothing to those who had theirs; a new donor gets one.
    await seedDonors(db, 1, 12);
    expect((await send(app, headers)).json()).toMatchObject({ donors: 13, sent: 12 });
    await until(async () => (await progress(app, headers)).sent === 13);
    await until(async () => !(await progress(app, headers)).running);
    const again = await statementEmails(db);
    expect(again.size).toBe(13);
    expect([...again.values()].every((n) => n === 1)).toBe(true);

    // Everyone has theirs: nothing is queued.
    expect((await send(app, headers)).json()).toEqual({
      year: YEAR,
      donors: 13,
      sent: 13,
      running: false,
    });
  }, 180_000);

  it("after a stop mid-run, a new app on the same data ends with one statement per donor", async () => {
    const store = await createTestStore(engine);
    try {
      const first = await buildTestApp({ store });
      const { db } = first.app.services.database;
      await seedDonors(db, 40);
      const { admin } = await adminAndMember(first.app);
      // A slow mail step, so the stop comes mid-run: each statement takes a tenth of a second.
      const { mailer } = first.app.services;
      const queueMail = mailer.send.bind(mailer);
      mailer.send = async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return queueMail(message);
      };
      expect((await send(first.app, asBrowser(first.app, admin))).statusCode).toBe(202);
      await until(async () => (await db.$count(statementSends)) > 0, 60_000);
      await first.close(); // graceful: the step in flight ends, the next stays queued

      // Stopped mid-run: some donors have theirs, others not yet.
      const between = await openDatabase({
        dataDir: store.dataDir,
        databaseUrl: store.databaseUrl,
      });
      const stoppedAt = await between.db.$count(statementSends);
      await between.close();
      expect(stoppedAt).toBeGreaterThan(0);
      expect(stoppedAt).toBeLessThan(40);

      const second = await buildTestApp({ store });
      const db2 = second.app.services.database.db;
      await until(async () => (await db2.$count(statementSends)) === 40, 120_000);
      const headers = asBrowser(second.app, admin);
      await until(async () => !(await progress(second.app, headers)).running, 60_000);
      const sent = await statementEmails(db2);
      expect(sent.size).toBe(40);
      expect([...sent.values()].every((n) => n === 1)).toBe(true);
      expect(await db2.$count(statementSends, eq(statementSends.year, YEAR))).toBe(40);
      await second.close();
    } finally {
      await store.cleanup();
    }
  }, 240_000);

  it("answers bad input with a Dutch 400 and an empty year with a Dutch 409", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const headers = asBrowser(app, admin);
    for (const [year, message] of [
      ["twintig", "Kies een geldig jaar"],
      [1999, "Kies een geldig jaar"],
      [2025.5, "Kies een geldig jaar"],
      // The year as the schema counts it: Amsterdam's, not the machine's.
      [dutchYear() + 1, "Dat jaar is nog niet begonnen"],
    ]) {
      const res = await send(app, headers, year);
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.json(), String(year)).toEqual({ error: "Validatiefout", message });
    }
    const bad = await app.inject({ method: "GET", url: "/api/admin/statements?year=abc", headers });
    expect(bad.json()).toEqual({ error: "Validatiefout", message: "Kies een geldig jaar" });
    const empty = await send(app, headers, 2021);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      error: "Niets te versturen",
      message: "Geen donateurs met giften in 2021.",
    });
    const none = await app.inject({
      method: "GET",
      url: "/api/admin/statements/preview?year=2021",
      headers,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Geen giften gevonden in 2021.");
  });
});
