import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { donations, monthlyDonors, outboundEmails } from "../../db/schema";
import { adminAndMember, asBrowser } from "../../test/auth";
import { buildTestApp } from "../../test/app";
import { createTestStore, engines } from "../../test/databases";
import { type MollieFake, startMollieFake } from "../donations/mollie-fake";
import { mollieFakeApps, receipts } from "../donations/test-helpers";
import { signedInDonor } from "../my-gifts/test-helpers";
import { createMollieRecurring } from "../payments/mollie-recurring";
import { changeGift } from "./manage";
import { createMollieGiving, MONTHLY_WEBHOOK_PATH, syncMollieSubscription } from "./mollie-giving";
import { mailedGiftLink, monthlySignUp } from "./test-helpers";

/**
 * Subscriptions Mollie made while the answer to their creation came after the client's
 * time limit (so the gift never stored them), and gifts Mollie collects after the site
 * switched PAYMENT_PROVIDER away from Mollie (docs/decisions/060).
 */

const mollieApp = mollieFakeApps();
const KEY = "test_fakefakefakefakefakefakefakefake";
const signUp = monthlySignUp("Ibrahim");

const webhook = (id: string) => ({
  method: "POST" as const,
  url: MONTHLY_WEBHOOK_PATH,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: `id=${encodeURIComponent(id)}`,
});

/** A sign-up through the API with its first month paid (the subscription made) unless told. */
async function signedUp(app: FastifyInstance, fake: MollieFake, { paid = true } = {}) {
  await app.inject({ method: "POST", url: "/api/monthly-donors", payload: signUp });
  const [first] = [...fake.payments.values()];
  if (paid) {
    fake.setStatus(first!.id, "paid");
    await app.inject(webhook(first!.id));
  }
  return {
    first: first!,
    donor: await gift(app),
    subscription: [...fake.subscriptions.values()][0],
  };
}

async function gift(app: FastifyInstance) {
  const [row] = await app.services.database.db.select().from(monthlyDonors);
  return row!;
}

/** The donor's own link: pause, resume or stop. */
async function donorLink(app: FastifyInstance) {
  const { id, token } = await mailedGiftLink(app);
  return (action: "pause" | "resume" | "stop") =>
    app.inject({ method: "POST", url: `/api/monthly-gifts/${id}`, payload: { token, action } });
}

/** Mollie answers a subscription's creation after 400 ms: made there, but too late for a client. */
function slowSubscriptions(fake: MollieFake) {
  fake.onRequest = async (request) => {
    if (request.startsWith("POST ") && request.includes("/subscriptions")) {
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  };
}

/** A Mollie client that waits only 100 ms for an answer. */
const impatient = (fake: MollieFake) =>
  createMollieRecurring({ apiKey: KEY, apiUrl: fake.url, timeoutMs: 100 });

/** The subscriptions at the fake other than `known`. */
const others = (fake: MollieFake, ...known: (string | undefined)[]) =>
  [...fake.subscriptions.values()].filter((s) => !known.includes(s.id));

/**
 * A subscription naming the gift that the gift never stored, as a resume whose answer came
 * too late left it before stops and pauses looked for such subscriptions.
 */
function leftOver(fake: MollieFake, customerId: string, monthlyDonorId: string) {
  const subscription = {
    id: `sub_left${fake.subscriptions.size + 1}`,
    customerId,
    status: "active" as const,
    amount: { value: "15.00", currency: "EUR" },
    interval: "1 month",
    startDate: "2026-01-01",
    description: "Maandelijkse gift",
    webhookUrl: `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
    metadata: { monthlyDonorId },
  };
  fake.subscriptions.set(subscription.id, subscription);
  return subscription;
}

async function monthRow(app: FastifyInstance, paymentId: string) {
  const [row] = await app.services.database.db
    .select()
    .from(donations)
    .where(eq(donations.providerPaymentId, paymentId));
  return row;
}

const strayNotices = (app: FastifyInstance) =>
  app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "monthly-stray-collection"));

const deletes = (fake: MollieFake, subscriptionId: string) =>
  fake.requests.filter((r) => r.startsWith("DELETE ") && r.endsWith(`/${subscriptionId}`));

describe.each(engines)("subscriptions whose creation's answer was lost, on %s", (engine) => {
  it("a resume answered too late, then the donor's stop: the subscription Mollie made is cancelled too", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donor, subscription } = await signedUp(app, fake);
    const act = await donorLink(app);
    expect((await act("pause")).json().status).toBe("paused");

    slowSubscriptions(fake);
    const sync = syncMollieSubscription(
      impatient(fake),
      `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
    );
    const refused = await changeGift(db, donor.id, { action: "resume" }, sync).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ kind: "upstream-failed" });
    // Mollie made it all the same; the gift stays paused and never heard its id.
    await vi.waitFor(() => expect(others(fake, subscription!.id)).toHaveLength(1));
    const [orphan] = others(fake, subscription!.id);
    expect(orphan).toMatchObject({ status: "active", metadata: { monthlyDonorId: donor.id } });
    expect(await gift(app)).toMatchObject({ mandateStatus: "paused", mollieSubscriptionId: null });
    fake.onRequest = undefined;

    const stop = await act("stop");
    expect(stop.statusCode).toBe(200);
    expect(stop.json().status).toBe("cancelled");
    expect(orphan!.status).toBe("canceled");
    expect(deletes(fake, orphan!.id)).toHaveLength(1);
    expect([...fake.subscriptions.values()].every((s) => s.status === "canceled")).toBe(true);
  });

  it("a pause cancels the subscription made while the first payment's webhook timed out, and no other", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first, donor } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid");
    // The first payment's webhook, with a client that stops waiting before Mollie answers.
    const giving = createMollieGiving({
      db: app.services.database.db,
      recurring: impatient(fake),
      publicUrl: (path) => `https://www.stichtingqamar.nl${path}`,
      onPaid: [],
      log: app.log,
    });
    slowSubscriptions(fake);
    await expect(giving.webhook(first.id)).rejects.toMatchObject({ kind: "upstream-failed" });
    await vi.waitFor(() => expect(fake.subscriptions.size).toBe(1));
    fake.onRequest = undefined;
    const [orphan] = [...fake.subscriptions.values()];
    expect(await gift(app)).toMatchObject({ mandateStatus: "active", mollieSubscriptionId: null });
    // Another subscription of the customer, not of this gift (made by hand at Mollie).
    const byHand = { ...leftOver(fake, donor.mollieCustomerId!, donor.id), metadata: null };
    fake.subscriptions.set(byHand.id, byHand);

    expect((await (await donorLink(app))("pause")).json().status).toBe("paused");
    expect(orphan!.status).toBe("canceled");
    expect(fake.subscriptions.get(byHand.id)!.status).toBe("active");
  });

  it("a month a paused gift's unknown subscription collected: cancelled, recorded as paid, no receipt, the foundation told once", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donor, subscription } = await signedUp(app, fake);
    expect((await (await donorLink(app))("pause")).json().status).toBe("paused");
    // The resume that came too late: the gift stays paused, its new subscription runs.
    slowSubscriptions(fake);
    const sync = syncMollieSubscription(
      impatient(fake),
      `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
    );
    await changeGift(db, donor.id, { action: "resume" }, sync).catch(() => undefined);
    await vi.waitFor(() => expect(others(fake, subscription!.id)).toHaveLength(1));
    fake.onRequest = undefined;
    const [orphan] = others(fake, subscription!.id);
    const receiptsBefore = (await receipts(app, signUp.email)).length;

    // Next month Mollie collects with it, and calls the webhook (twice).
    const month = fake.collect(orphan!.id);
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(orphan!.status).toBe("canceled");
    expect(deletes(fake, orphan!.id)).toHaveLength(1);
    // The money came: it is the gift's paid month, in the books.
    expect(await monthRow(app, month.id)).toMatchObject({
      kind: "monthly",
      status: "paid",
      monthlyDonorId: donor.id,
      amountCents: 1500,
      confirmationSentAt: null,
    });
    // No thanks for a gift the donor paused; the foundation decides about the money.
    expect(await receipts(app, signUp.email)).toHaveLength(receiptsBefore);
    const notices = await strayNotices(app);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toAddress: app.services.config.FOUNDATION_EMAIL });
    expect(notices[0]!.text).toContain(donor.mandateReference);
    expect(notices[0]!.text).toContain("Gepauzeerd");
    expect(notices[0]!.text).toContain(month.id);
    expect(await gift(app)).toMatchObject({ mandateStatus: "paused", mollieSubscriptionId: null });

    // The foundation gives it back at Mollie: the month is 'refunded'.
    fake.refund(month.id, 1500);
    await app.inject(webhook(month.id));
    expect((await monthRow(app, month.id))!.status).toBe("refunded");
  });

  it("a month collected for a stopped gift by a subscription it never stored: cancelled at Mollie, recorded, no receipt", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, subscription } = await signedUp(app, fake);
    expect((await (await donorLink(app))("stop")).json().status).toBe("cancelled");
    expect(subscription!.status).toBe("canceled");
    // Left running by a resume answered too late before the stop looked for such ones.
    const orphan = leftOver(fake, donor.mollieCustomerId!, donor.id);
    const month = fake.collect(orphan.id, "pending");
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(orphan.status).toBe("canceled");
    expect((await monthRow(app, month.id))!.status).toBe("pending");
    // Paid days later: still no receipt, the foundation told.
    fake.setStatus(month.id, "paid");
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(await monthRow(app, month.id)).toMatchObject({
      status: "paid",
      confirmationSentAt: null,
    });
    expect(await receipts(app, signUp.email)).toHaveLength(1); // the first month's
    expect((await strayNotices(app))[0]!.text).toContain("Gestopt");
    expect(deletes(fake, orphan.id)).toHaveLength(1);
    expect(await gift(app)).toMatchObject({
      mandateStatus: "cancelled",
      mollieSubscriptionId: null,
    });
  });

  it("a second subscription beside the gift's own is cancelled at its first month; the gift's own goes on", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, subscription } = await signedUp(app, fake);
    const orphan = leftOver(fake, donor.mollieCustomerId!, donor.id);
    const month = fake.collect(orphan.id);
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(orphan.status).toBe("canceled");
    expect(subscription!.status).toBe("active");
    expect(await monthRow(app, month.id)).toMatchObject({
      status: "paid",
      confirmationSentAt: null,
    });
    expect((await strayNotices(app))[0]!.text).toContain("dubbel afgeschreven");
    expect(await gift(app)).toMatchObject({
      mandateStatus: "active",
      mollieSubscriptionId: subscription!.id,
    });
    // Its own months still get their receipt.
    const own = fake.collect(subscription!.id);
    await app.inject(webhook(own.id));
    expect((await monthRow(app, own.id))!.confirmationSentAt).not.toBeNull();
  });

  it("an active gift without a subscription takes the one whose answer was lost, at its first month", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid");
    const giving = createMollieGiving({
      db: app.services.database.db,
      recurring: impatient(fake),
      publicUrl: (path) => `https://www.stichtingqamar.nl${path}`,
      onPaid: [],
      log: app.log,
    });
    slowSubscriptions(fake);
    await expect(giving.webhook(first.id)).rejects.toMatchObject({ kind: "upstream-failed" });
    await vi.waitFor(() => expect(fake.subscriptions.size).toBe(1));
    fake.onRequest = undefined;
    const [made] = [...fake.subscriptions.values()];

    const month = fake.collect(made!.id);
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(made!.status).toBe("active");
    expect(deletes(fake, made!.id)).toHaveLength(0);
    expect(await gift(app)).toMatchObject({
      mandateStatus: "active",
      mollieSubscriptionId: made!.id,
      mollieSubscriptionHistory: [made!.id],
      mollieSubscriptionsMade: 1,
      mollieCollectionStart: made!.startDate,
      mollieClaimedUntil: null,
    });
    // Its month is the gift's own: thanked as every month.
    expect((await monthRow(app, month.id))!.confirmationSentAt).not.toBeNull();
    expect(await strayNotices(app)).toHaveLength(0);
    // And the donor's stop now cancels it.
    expect((await (await donorLink(app))("stop")).json().status).toBe("cancelled");
    expect(made!.status).toBe("canceled");
  });

  it("a month its own subscription collected before a pause, paid after it: thanked, nothing cancelled twice", async () => {
    const { app, fake } = await mollieApp(engine);
    const { subscription } = await signedUp(app, fake);
    // A direct debit is with the bank for some days before it is paid.
    const month = fake.collect(subscription!.id, "pending");
    await app.inject(webhook(month.id));
    expect((await (await donorLink(app))("pause")).json().status).toBe("paused");
    fake.setStatus(month.id, "paid");
    expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
    expect(await monthRow(app, month.id)).toMatchObject({
      status: "paid",
      confirmationSentAt: expect.any(Date),
    });
    expect(await strayNotices(app)).toHaveLength(0);
    expect(deletes(fake, subscription!.id)).toHaveLength(1);
  });
});

/**
 * A site that collected monthly gifts with Mollie, then switched PAYMENT_PROVIDER: its
 * first app signs the gift up and Mollie collects it; the second runs on the same data.
 */
async function switchedAway(engine: (typeof engines)[number], env: Record<string, string>) {
  const fake = await startMollieFake();
  const store = await createTestStore(engine);
  const mollieEnv = {
    MOLLIE_API_URL: fake.url,
    PUBLIC_URL: "https://www.stichtingqamar.nl",
    RATE_LIMIT_PER_MINUTE: "1000",
  };
  const before = await buildTestApp({
    engine,
    store,
    env: { ...mollieEnv, PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: KEY },
  });
  const { donor, subscription } = await signedUp(before.app, fake);
  const link = await mailedGiftLink(before.app);
  await before.close();
  const after = await buildTestApp({
    engine,
    store,
    env: { ...mollieEnv, PAYMENT_PROVIDER: "demo", ...env },
  });
  return {
    app: after.app,
    fake,
    donor,
    subscription: subscription!,
    act: (action: "pause" | "stop") =>
      after.app.inject({
        method: "POST",
        url: `/api/monthly-gifts/${link.id}`,
        payload: { token: link.token, action },
      }),
    async close() {
      await after.close();
      await fake.close();
      await store.cleanup();
    },
  };
}

describe.each(engines)("gifts Mollie collects after a switch to the bank, on %s", (engine) => {
  it("with MOLLIE_API_KEY kept: the webhook records the months, a stop cancels at Mollie, new sign-ups go to the bank", async () => {
    const site = await switchedAway(engine, { MOLLIE_API_KEY: KEY });
    try {
      const { app, fake, subscription } = site;
      const month = fake.collect(subscription.id);
      expect((await app.inject(webhook(month.id))).statusCode).toBe(200);
      expect(await monthRow(app, month.id)).toMatchObject({
        status: "paid",
        confirmationSentAt: expect.any(Date),
      });

      const stop = await site.act("stop");
      expect(stop.statusCode).toBe(200);
      expect(stop.json().status).toBe("cancelled");
      expect(subscription.status).toBe("canceled");

      // A new donor signs up with the bank now: Mollie is not asked.
      const customers = fake.customers.size;
      const res = await app.inject({
        method: "POST",
        url: "/api/monthly-donors",
        payload: monthlySignUp("Fatima"),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().redirectUrl).toBeUndefined();
      const [fatima] = await app.services.database.db
        .select()
        .from(monthlyDonors)
        .where(eq(monthlyDonors.firstName, "Fatima"));
      expect(fatima).toMatchObject({ collectedBy: "bank", mollieCustomerId: null });
      expect(fake.customers.size).toBe(customers);
    } finally {
      await site.close();
    }
  });

  it("without MOLLIE_API_KEY: a change of a gift Mollie collects is refused (409) and nothing changes", async () => {
    const site = await switchedAway(engine, {});
    try {
      const { app, fake, donor, subscription } = site;
      const asked = fake.requests.length;

      const stop = await site.act("stop");
      expect(stop.statusCode).toBe(409);
      expect(stop.json()).toEqual({
        error: "Niet mogelijk",
        message:
          "Deze maandelijkse gift loopt via onze betaaldienst Mollie en kan op dit moment niet via de website worden gewijzigd. Er is niets gewijzigd. Neem contact met ons op, dan passen wij uw gift aan.",
      });
      const admin = asBrowser(app, (await adminAndMember(app)).admin);
      const pause = await app.inject({
        method: "PATCH",
        url: `/api/admin/monthly-donors/${donor.id}`,
        headers: admin,
        payload: { action: "pause" },
      });
      expect(pause.statusCode).toBe(409);
      expect(pause.json().message).toBe(
        "Deze gift wordt door Mollie geïncasseerd, maar MOLLIE_API_KEY is niet ingesteld: Mollie zou de wijziging niet krijgen en blijven afschrijven. Er is niets gewijzigd. Stel MOLLIE_API_KEY in (ook als PAYMENT_PROVIDER niet op mollie staat) en probeer het opnieuw.",
      );
      const headers = {
        cookie: await signedInDonor(app, signUp.email),
        origin: app.services.config.PUBLIC_URL,
      };
      const mine = await app.inject({
        method: "POST",
        url: `/api/mijn-giften/monthly-gifts/${donor.id}`,
        headers,
        payload: { amount: "20" },
      });
      expect(mine.statusCode).toBe(409);
      expect(mine.json().message).toBe(stop.json().message);

      expect(await gift(app)).toMatchObject({
        mandateStatus: "active",
        amountCents: 1500,
        mollieSubscriptionId: subscription.id,
        mollieClaimedUntil: null,
      });
      expect(subscription.status).toBe("active");
      expect(fake.requests).toHaveLength(asked);
    } finally {
      await site.close();
    }
  });
});
