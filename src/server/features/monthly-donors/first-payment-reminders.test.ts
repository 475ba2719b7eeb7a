import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { monthlyDonors, outboundEmails } from "../../db/schema";
import { adminAndMember, asBrowser } from "../../test/auth";
import { buildTestApp } from "../../test/app";
import { createTestStore, engines } from "../../test/databases";
import { mollieFakeApps } from "../donations/test-helpers";
import {
  FIRST_PAYMENT_REMINDER_AFTER_MS,
  FIRST_PAYMENT_REMINDER_JOB,
  sendFirstPaymentReminders,
} from "./first-payment-reminders";
import { MISSED_SUBSCRIPTIONS_JOB } from "./mollie-giving";
import { MONTHLY_WEBHOOK_PATH } from "./mollie-giving";
import { mailedGiftLink, monthlySignUp } from "./test-helpers";

const mollieApp = mollieFakeApps();

const webhook = (app: FastifyInstance, id: string) =>
  app.inject({
    method: "POST",
    url: MONTHLY_WEBHOOK_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `id=${encodeURIComponent(id)}`,
  });

/** The reminders stored in the outbox, by address. */
async function reminders(app: FastifyInstance) {
  const rows = await app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "monthly-first-payment-reminder"));
  return rows.map((r) => r.toAddress).sort();
}

/** A moment `minutes` from now, as the job's clock. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(engines)("the first-payment reminder of Mollie gifts on %s", (engine) => {
  it("e-mails once, an hour after the first payment did not go through, with the gift's own link", async () => {
    const { app, fake } = await mollieApp(engine);
    await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: monthlySignUp("Amina"),
    });
    const [first] = [...fake.payments.values()];
    fake.setStatus(first!.id, "canceled");
    await webhook(app, first!.id);

    // Within the hour the donor may still pay again from the return page.
    expect(await sendFirstPaymentReminders(app.services, later(30))).toBe(0);
    expect(FIRST_PAYMENT_REMINDER_AFTER_MS).toBe(60 * 60_000);
    expect(await sendFirstPaymentReminders(app.services, later(61))).toBe(1);
    const [mail] = await app.services.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "monthly-first-payment-reminder"));
    const [donor] = await app.services.database.db.select().from(monthlyDonors);
    expect(mail).toMatchObject({
      toAddress: "amina@example.nl",
      subject: "Uw maandelijkse gift is nog niet gestart",
    });
    const text = mail!.text.replace(/\s+/g, " ");
    expect(text).toContain("Beste Amina,");
    expect(text).toContain(
      `De eerste betaling van uw maandelijkse gift van € 15,00 aan Stichting Qamar (kenmerk ${donor!.mandateReference}) is niet gelukt. Er is niets afgeschreven; uw aanmelding is bewaard.`,
    );
    expect(text).toContain("Dan kunt u de gift via dezelfde link stoppen.");
    // The same link as the confirmation's: it pays the first month.
    const link = await mailedGiftLink(app);
    expect(mail!.text).toContain(`/maandelijkse-gift?m=${link.id}&t=${link.token}`);

    // Once per gift: not again, also after a retry that fails as well.
    expect(await sendFirstPaymentReminders(app.services, later(120))).toBe(0);
    const retry = await app.inject({
      method: "POST",
      url: `/api/monthly-gifts/${link.id}/first-payment`,
      payload: { token: link.token },
    });
    expect(retry.statusCode).toBe(200);
    const second = [...fake.payments.values()].at(-1)!;
    fake.setStatus(second.id, "expired");
    await webhook(app, second.id);
    expect(await sendFirstPaymentReminders(app.services, later(240))).toBe(0);
    expect(await reminders(app)).toEqual(["amina@example.nl"]);
  });

  it("leaves alone a gift being paid, paid, paused or stopped", async () => {
    const { app, fake } = await mollieApp(engine);
    const payments: Record<string, string> = {};
    for (const name of ["Open", "Betaald", "Gepauzeerd", "Gestopt", "Opnieuw", "Mislukt"]) {
      await app.inject({
        method: "POST",
        url: "/api/monthly-donors",
        payload: monthlySignUp(name),
      });
      payments[name] = [...fake.payments.values()].at(-1)!.id;
    }
    const db = app.services.database.db;
    const donorId = async (name: string) =>
      (await db.select().from(monthlyDonors).where(eq(monthlyDonors.firstName, name)))[0]!.id;
    const headers = asBrowser(app, (await adminAndMember(app)).admin);
    const change = async (name: string, action: string) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/monthly-donors/${await donorId(name)}`,
        headers,
        payload: { action },
      });

    fake.setStatus(payments.Betaald!, "paid");
    for (const name of ["Gepauzeerd", "Gestopt", "Opnieuw", "Mislukt"]) {
      fake.setStatus(payments[name]!, "failed");
    }
    for (const id of Object.values(payments)) await webhook(app, id);
    await change("Gepauzeerd", "pause");
    await change("Gestopt", "stop");
    // Paying again: its newest payment is open.
    const retry = await app.inject({
      method: "POST",
      url: "/api/monthly-donors/first-payment",
      payload: {
        sessionId: new URL(fake.payments.get(payments.Opnieuw!)!.redirectUrl!).searchParams.get(
          "session_id",
        ),
      },
    });
    expect(retry.statusCode).toBe(200);

    expect(await sendFirstPaymentReminders(app.services, later(61))).toBe(1);
    expect(await reminders(app)).toEqual(["mislukt@example.nl"]);
  });

  it("a bank's gift gets none", async () => {
    const { app } = await mollieApp(engine);
    const db = app.services.database.db;
    await db.insert(monthlyDonors).values({
      firstName: "Bank",
      lastName: "Jansen",
      email: "bank@example.nl",
      iban: "NL91ABNA0417164300",
      amountCents: 1500,
      collectedBy: "bank",
    });
    expect(await sendFirstPaymentReminders(app.services, later(61))).toBe(0);
  });
});

describe("the first-payment reminder and missed-subscription jobs", () => {
  const schedules = (app: FastifyInstance) =>
    app.services.database.query<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule where name = any($1) order by name",
      [[FIRST_PAYMENT_REMINDER_JOB, MISSED_SUBSCRIPTIONS_JOB]],
    );

  it("run every quarter of an hour when Mollie collects, and not otherwise", async () => {
    const { app } = await mollieApp("pglite");
    expect((await schedules(app)).rows).toEqual([
      { name: FIRST_PAYMENT_REMINDER_JOB, cron: "*/15 * * * *" },
      { name: MISSED_SUBSCRIPTIONS_JOB, cron: "*/15 * * * *" },
    ]);
    const { app: demo } = await buildTestApp();
    expect((await schedules(demo)).rows).toEqual([]);
  });

  it("are unscheduled once the site no longer collects with Mollie", async () => {
    const store = await createTestStore("pglite");
    try {
      const mollie = await buildTestApp({
        store,
        env: {
          PAYMENT_PROVIDER: "mollie",
          MOLLIE_API_KEY: "test_fakefakefakefakefakefakefakefake",
          PUBLIC_URL: "https://www.stichtingqamar.nl",
        },
      });
      expect((await schedules(mollie.app)).rows).toHaveLength(2);
      await mollie.close();
      // The same database, started again with the bank collecting and Mollie's key kept:
      // the gifts Mollie collects still get a missed subscription, new ones no reminder.
      const switched = await buildTestApp({
        store,
        env: { MOLLIE_API_KEY: "test_fakefakefakefakefakefakefakefake" },
      });
      expect((await schedules(switched.app)).rows).toEqual([
        { name: MISSED_SUBSCRIPTIONS_JOB, cron: "*/15 * * * *" },
      ]);
      await switched.close();
      // ... and without the key.
      const bank = await buildTestApp({ store });
      expect((await schedules(bank.app)).rows).toEqual([]);
      await bank.close();
    } finally {
      await store.cleanup();
    }
  });
});
