import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { monthlyDonors, periodicGifts, sepaBatches, sepaBatchLines } from "../../db/schema";
import { yearlyStatement } from "../../documents/yearly-statement";
import { ConflictError } from "../../http/errors";
import { adminAndMember, asBrowser } from "../../test/auth";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { listMonthlyGiving } from "../monthly-donors/overview";
import { createSepaBatch } from "../monthly-donors/sepa-batches";
import { markSigned } from "./signing";
import { debit, validGift } from "./test-helpers";

/**
 * The first year of a periodic gift paid by direct debit (decision 062), on a driven
 * clock: the form's rules read the Dutch day from `Date`, the signature, the files and the
 * lists are given their day.
 */

const creditor = {
  name: "Stichting Qamar",
  creditorId: "NL69ZZZ123456780000",
  iban: "NL91ABNA0417164300",
};

/** From here on `Date` says `iso` (the form's rules read today's Dutch day from it). */
const clockAt = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });

afterEach(() => {
  vi.useRealTimers();
});

/** Text as the tests write it: the euro sign's no-break space as a plain one. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, " ");

async function post(app: FastifyInstance, payload: object) {
  return app.inject({ method: "POST", url: "/api/periodic-gifts", payload });
}

/** An agreement sent on `day` (noon in Amsterdam), stored: its id. */
async function sent(app: FastifyInstance, day: string, payload: object): Promise<string> {
  clockAt(`${day}T11:00:00Z`);
  const res = await post(app, payload);
  vi.useRealTimers();
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.services.database.db
    .select({ id: periodicGifts.id })
    .from(periodicGifts)
    .where(eq(periodicGifts.transactionNumber, res.json().transactionNumber));
  return row!.id;
}

/**
 * The files for `dates` (each made on `today`): each file's total, or null when it had
 * nothing to collect.
 */
async function files(app: FastifyInstance, dates: string[], today: string) {
  const totals: Record<string, number | null> = {};
  for (const date of dates) {
    try {
      totals[date] = (
        await createSepaBatch(app.services.database.db, creditor, date, today)
      ).totalCents;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      totals[date] = null;
    }
  }
  return totals;
}

const firstOfMonths = (year: number, months: number[]) =>
  months.map((m) => `${year}-${String(m).padStart(2, "0")}-01`);

describe.each(engines)("the first year of a direct debit on %s", (engine) => {
  it("is offered while the first collection can still fall in it: until 3 November this year, then next year; a transfer may start this year", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const tooLate =
      "Met automatische incasso kan 2026 niet meer het eerste jaar zijn: na het terugsturen van de ondertekende overeenkomst valt de eerste incasso pas in 2027, en het bedrag voor 2026 moet in 2026 zelf betaald worden. Kies als eerste jaar 2027 of later, of kies Zelf overmaken.";

    // 8 December: signed and back in two weeks, the mandate's first collection is in
    // February 2027. Whatever the rhythm, 2026 can no longer be collected in 2026.
    clockAt("2026-12-08T10:00:00Z");
    for (const rhythm of ["monthly", "quarterly", "half-yearly", "yearly"]) {
      const res = await post(app, { ...debit, rhythm, startYear: 2026 });
      expect(res.statusCode, rhythm).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message: tooLate });
    }
    expect((await post(app, { ...debit, startYear: 2027 })).statusCode).toBe(201);
    expect((await post(app, { ...validGift, startYear: 2026 })).statusCode).toBe(201);

    // 3 November: back by 17 November, collected from 1 December (which also takes the
    // year's terms already past). One day later the first collection is in January.
    clockAt("2026-11-03T12:00:00Z");
    expect((await post(app, { ...debit, startYear: 2026 })).statusCode).toBe(201);
    clockAt("2026-11-04T12:00:00Z");
    const late = await post(app, { ...debit, startYear: 2026 });
    expect(late.json()).toEqual({ error: "Validatiefout", message: tooLate });
    vi.useRealTimers();

    const stored = await app.services.database.db
      .select({ startYear: periodicGifts.startYear, paymentMethod: periodicGifts.paymentMethod })
      .from(periodicGifts);
    expect(stored).toHaveLength(3);
    expect(stored).toContainEqual({ startYear: 2026, paymentMethod: "transfer" });
  });

  it("tells the admin who marks it signed too late that its first year is not collected, and records the signature", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const db = app.services.database.db;
    // Asked for in October (from 2026, in time), € 600 once a year for five years; the
    // signed agreement is back on 8 December.
    const id = await sent(app, "2026-10-20", { ...debit, rhythm: "yearly", startYear: 2026 });
    const message =
      "De eerste incasso kan op zijn vroegst op 1 januari 2027 (de 1e van een maand, minstens 14 dagen na de ondertekening). Het jaarbedrag van 2026 (€ 600,00 per jaar) wordt daardoor niet geïncasseerd: wat in 2027 wordt afgeschreven, telt voor 2027. Neem contact op met de donateur: het bedrag voor 2026 kan nog tot en met 31 december 2026 zelf worden overgemaakt.";

    clockAt("2026-12-08T10:00:00Z");
    // The list says so before the admin confirms (the dialog shows it) ...
    const list = await app.inject({ url: "/api/admin/periodic-gifts", headers: { cookie: admin } });
    expect(plain(list.json().periodicGifts[0].notCollectedIfSignedToday)).toBe(message);
    // ... and the answer to marking it signed, which records the signature all the same.
    const res = await app.inject({
      method: "POST",
      url: `/api/admin/periodic-gifts/${id}/signed`,
      headers: asBrowser(app, admin),
    });
    vi.useRealTimers();
    expect(res.statusCode).toBe(200);
    expect(res.json().periodicGift).toMatchObject({
      status: "signed",
      signedOn: "2026-12-08",
      inDirectDebitFile: true,
    });
    expect(plain(res.json().notCollected)).toBe(message);
    const [mandate] = await db.select().from(monthlyDonors);
    expect(mandate).toMatchObject({ mandateSignedOn: "2026-12-08", mandateStatus: "active" });

    // What it says: the files collect 2027 to 2030, four of the five years.
    const made = await files(app, firstOfMonths(2027, [1]), "2026-12-08");
    for (const y of [2028, 2029, 2030, 2031])
      Object.assign(made, await files(app, firstOfMonths(y, [1]), `${y}-01-01`));
    expect(made).toEqual({
      "2027-01-01": 60000,
      "2028-01-01": 60000,
      "2029-01-01": 60000,
      "2030-01-01": 60000,
      "2031-01-01": null,
    });
    expect((await yearlyStatement(db, validGift.email, 2026)).totalCents).toBe(0);
  });

  it("signed in time, says nothing: a monthly first collection in April takes January to April, so the year gets its whole amount", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const id = await sent(app, "2026-03-02", { ...debit, startYear: 2026 });
    // Back on 10 March: first collected on 1 April.
    const signed = await markSigned(db, id, "2026-03-10", true);
    expect(signed.notCollected).toBeNull();

    // The admin's 'Verwacht in april' counts the four terms the first collection takes.
    const expected = await listMonthlyGiving(db, {}, "2026-03-20");
    expect(expected.totals).toMatchObject({
      expectedMonth: "2026-04",
      expectedMonthlyCents: 20000,
    });

    const made = await files(
      app,
      firstOfMonths(2026, [4, 5, 6, 7, 8, 9, 10, 11, 12]),
      "2026-03-20",
    );
    expect(made["2026-04-01"]).toBe(20000);
    expect(Object.values(made).slice(1)).toEqual(Array(8).fill(5000));
    // The bank statement says what the first collection is for.
    const [april] = await db
      .select({ xml: sepaBatches.xml })
      .from(sepaBatches)
      .where(eq(sepaBatches.collectionDate, "2026-04-01"));
    expect(april!.xml).toContain('<InstdAmt Ccy="EUR">200.00</InstdAmt>');
    expect(april!.xml).toContain("Maandelijkse gift Stichting Qamar januari t/m april 2026");
    expect(april!.xml).toContain("<SeqTp>FRST</SeqTp>");
    // 2026 has its € 600.
    expect((await yearlyStatement(db, validGift.email, 2026)).totalCents).toBe(60000);
    // Only the first collection catches up: the next, also in the following years, is one term.
    expect(await files(app, firstOfMonths(2027, [1]), "2026-12-20")).toEqual({
      "2027-01-01": 5000,
    });
  });

  it("by the quarter, a first collection in June takes the first two quarters", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const id = await sent(app, "2026-05-01", { ...debit, rhythm: "quarterly", startYear: 2026 });
    expect((await markSigned(db, id, "2026-05-10", true)).notCollected).toBeNull();
    const made = await files(app, firstOfMonths(2026, [6, 7, 8, 9, 10, 11, 12]), "2026-05-20");
    expect(made).toEqual({
      "2026-06-01": 30000,
      "2026-07-01": 15000,
      "2026-08-01": null,
      "2026-09-01": null,
      "2026-10-01": 15000,
      "2026-11-01": null,
      "2026-12-01": null,
    });
    const lines = await db.select().from(sepaBatchLines);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(60000);
  });

  it("an agreement sent before its mandate named the larger first collection keeps one term, and the admin is told what is lost", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const id = await sent(app, "2026-03-02", { ...debit, startYear: 2026 });
    await db.update(periodicGifts).set({ firstCollectionCatchesUp: false });
    const { notCollected } = await markSigned(db, id, "2026-03-10", true);
    expect(plain(notCollected)).toBe(
      "De eerste incasso kan op zijn vroegst op 1 april 2026 (de 1e van een maand, minstens 14 dagen na de ondertekening). Van 2026 worden de 3 termijnen vóór april 2026 niet geïncasseerd (€ 150,00): deze overeenkomst is verstuurd voordat de eerste incasso de voorbije termijnen van het jaar meenam, en haar machtiging noemt alleen het bedrag per termijn. Neem contact op met de donateur over wat ontbreekt.",
    );
    expect(await files(app, firstOfMonths(2026, [4]), "2026-03-20")).toEqual({
      "2026-04-01": 5000,
    });
  });

  it("says nothing for a transfer, or when Mollie is the payment provider (no file collects it)", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const transfer = await sent(app, "2026-10-20", { ...validGift, startYear: 2026 });
    expect((await markSigned(db, transfer, "2026-12-08", true)).notCollected).toBeNull();
    const byHand = await sent(app, "2026-10-20", { ...debit, startYear: 2026 });
    expect((await markSigned(db, byHand, "2026-12-08", false)).notCollected).toBeNull();
  });
});
