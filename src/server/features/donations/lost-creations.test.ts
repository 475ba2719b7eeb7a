import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { donations, outboundEmails } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { sendFirstPaymentReminders } from "../monthly-donors/first-payment-reminders";
import { MONTHLY_WEBHOOK_PATH } from "../monthly-donors/mollie-giving";
import { monthlySignUp } from "../monthly-donors/test-helpers";
import { LOST_CREATION_AFTER_MS, LOST_CREATIONS_JOB, settleLostCreations } from "./lost-creations";
import { donationRow, mollieFakeApps, oneOff, startDonation } from "./test-helpers";

const mollieApp = mollieFakeApps();

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/**
 * What a process that died while Mollie was asked leaves behind: Mollie made the payment
 * (with our donation id in its metadata), but its id never reached the donation row.
 */
async function answerNeverStored(app: FastifyInstance, donationId: string) {
  await app.services.database.db
    .update(donations)
    .set({ providerPaymentId: null })
    .where(eq(donations.id, donationId));
  return (await donationRow(app, donationId))!;
}

/** A monthly first payment (of the fake) whose answer never reached its month's row. */
const monthLeftWithoutId = (app: FastifyInstance, payment: { metadata: unknown }) =>
  answerNeverStored(app, (payment.metadata as { donationId: string }).donationId);

async function signUpMonthly(app: FastifyInstance, name = "Amina") {
  const res = await app.inject({
    method: "POST",
    url: "/api/monthly-donors",
    payload: monthlySignUp(name),
  });
  expect(res.statusCode).toBe(201);
}

const monthlyWebhook = (app: FastifyInstance, id: string) =>
  app.inject({
    method: "POST",
    url: MONTHLY_WEBHOOK_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `id=${encodeURIComponent(id)}`,
  });

describe.each(engines)("a Mollie creation whose answer was never stored, on %s", (engine) => {
  it("is settled 'failed' an hour after it was stored, not before; nothing else is touched", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const lost = await answerNeverStored(app, (await startDonation(app)).donationId);
    const [payment] = [...fake.payments.values()];
    expect(payment!.metadata).toEqual({ donationId: lost.id });
    // A gift whose payment id was stored waits for Mollie's webhook, however long.
    const linked = (await startDonation(app)).donationId;
    // bunq.me reports nothing back: its gifts stay pending for the foundation to reconcile.
    const [bunq] = await db
      .insert(donations)
      .values({
        kind: "one-off",
        purpose: "Winterhulp Gaza",
        amountCents: 2500,
        provider: "bunq",
        firstName: "Bunq",
        lastName: "Jansen",
        email: "bunq@example.nl",
      })
      .returning();

    // Within the hour its creation may still be under way.
    expect(LOST_CREATION_AFTER_MS).toBe(60 * 60_000);
    expect(await settleLostCreations(db, minutes(lost.createdAt, 59))).toBe(0);
    expect(await donationRow(app, lost.id)).toMatchObject({ status: "pending" });

    const at = minutes(lost.createdAt, 61);
    expect(await settleLostCreations(db, at)).toBe(1);
    expect(await donationRow(app, lost.id)).toMatchObject({ status: "failed", updatedAt: at });
    expect(await donationRow(app, linked)).toMatchObject({ status: "pending" });
    expect(await donationRow(app, bunq!.id)).toMatchObject({ status: "pending" });
    expect(await settleLostCreations(db, minutes(lost.createdAt, 24 * 60))).toBe(0);

    // The success page shows it as not paid, not as 'being processed' for ever.
    const page = await app.inject({
      method: "POST",
      url: "/api/donations/confirmation",
      payload: { sessionId: lost.id },
    });
    expect(page.json()).toMatchObject({ status: "failed", emailSent: false });
  });

  it("a monthly gift's first month left so: Mollie's webhook finds it by the payment's metadata", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    await signUpMonthly(app);
    const [payment] = [...fake.payments.values()];
    const lost = await monthLeftWithoutId(app, payment!);
    fake.setStatus(payment!.id, "expired");
    await monthlyWebhook(app, payment!.id);
    await monthlyWebhook(app, payment!.id);
    // The month that was stored takes the payment and its status: no second row.
    const months = await db.select().from(donations).where(eq(donations.kind, "monthly"));
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({
      id: lost.id,
      providerPaymentId: payment!.id,
      status: "expired",
    });
  });

  it("a payment of another gift never takes a month left so, whatever its metadata says", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    await signUpMonthly(app, "Amina");
    await signUpMonthly(app, "Bilal");
    const [first, second] = [...fake.payments.values()];
    const lost = await monthLeftWithoutId(app, first!);
    await monthLeftWithoutId(app, second!);
    // The second gift's payment names the first gift's month.
    (second!.metadata as { donationId: string }).donationId = lost.id;
    fake.setStatus(second!.id, "expired");
    await monthlyWebhook(app, second!.id);
    expect(await donationRow(app, lost.id)).toMatchObject({
      providerPaymentId: null,
      status: "pending",
    });
    const holders = await db
      .select()
      .from(donations)
      .where(eq(donations.providerPaymentId, second!.id));
    expect(holders.map((d) => d.id)).not.toContain(lost.id);
  });

  it("a monthly gift's first month left so, with no webhook: settled, and the donor is reminded", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    await signUpMonthly(app);
    const [payment] = [...fake.payments.values()];
    const lost = await monthLeftWithoutId(app, payment!);

    // While its month is pending the gift counts as being paid: no reminder.
    const at = minutes(lost.createdAt, 61);
    expect(await sendFirstPaymentReminders(app.services, minutes(at, 61))).toBe(0);
    expect(await settleLostCreations(db, at)).toBe(1);
    expect(await donationRow(app, lost.id)).toMatchObject({ status: "failed" });
    // An hour later the donor gets the reminder to pay the first month.
    expect(await sendFirstPaymentReminders(app.services, minutes(at, 61))).toBe(1);
    const mails = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "monthly-first-payment-reminder"));
    expect(mails.map((m) => m.toAddress)).toEqual(["amina@example.nl"]);
  });

  it("a lost creation whose answer is stored after all and then paid becomes paid", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donationId } = await startDonation(app, oneOff);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    const lost = await answerNeverStored(app, donationId);
    await settleLostCreations(db, minutes(lost.createdAt, 61));
    await db
      .update(donations)
      .set({ providerPaymentId: paymentId })
      .where(eq(donations.id, lost.id));
    fake.setStatus(paymentId, "paid");
    await app.inject({
      method: "POST",
      url: "/api/payments/mollie/webhook",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `id=${encodeURIComponent(paymentId)}`,
    });
    expect(await donationRow(app, lost.id)).toMatchObject({ status: "paid" });
  });
});

describe("the lost-creations job", () => {
  it("runs every quarter of an hour, whichever provider the site uses now", async () => {
    const schedule = (app: FastifyInstance) =>
      app.services.database.query<{ name: string; cron: string }>(
        "select name, cron from pgboss.schedule where name = $1",
        [LOST_CREATIONS_JOB],
      );
    const { app } = await mollieApp("pglite");
    expect((await schedule(app)).rows).toEqual([
      { name: LOST_CREATIONS_JOB, cron: "*/15 * * * *" },
    ]);
    const { app: demo } = await buildTestApp();
    expect((await schedule(demo)).rows).toEqual([
      { name: LOST_CREATIONS_JOB, cron: "*/15 * * * *" },
    ]);
  });
});
