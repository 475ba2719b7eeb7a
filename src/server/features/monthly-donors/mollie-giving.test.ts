import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { yearlyStatement } from "../../documents/yearly-statement";
import { campaigns, donations, monthlyDonors } from "../../db/schema";
import { winterCampaign } from "../../db/seed";
import { adminAndMember, asBrowser } from "../../test/auth";
import { engines } from "../../test/databases";
import { recordPaidDonation, undoPaidDonation } from "../campaigns/service";
import type { MollieFake } from "../donations/mollie-fake";
import {
  confirm,
  mollieFakeApps,
  oneOff,
  receipts,
  startDonation,
} from "../donations/test-helpers";
import { paidGifts, statementYears } from "../my-gifts/overview";
import { signedInDonor } from "../my-gifts/test-helpers";
import { createMollieRecurring } from "../payments/mollie-recurring";
import { DomainError } from "../../http/errors";
import { changeGift } from "./manage";
import {
  createMollieGiving,
  MONTHLY_WEBHOOK_PATH,
  subscribeMissed,
  syncMollieSubscription,
} from "./mollie-giving";
import { mailedGiftLink } from "./test-helpers";

const mollieApp = mollieFakeApps();

const signUp = {
  firstName: "Ibrahim",
  lastName: "Jansen",
  email: "ibrahim@example.nl",
  iban: "NL91ABNA0417164300",
  amount: "15",
  mandateAccepted: true,
};

const webhook = (id: string) => ({
  method: "POST" as const,
  url: MONTHLY_WEBHOOK_PATH,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: `id=${encodeURIComponent(id)}`,
});

/** A sign-up through the API, optionally with its first month paid (the subscription made). */
async function signedUp(app: FastifyInstance, fake: MollieFake, { paid }: { paid: boolean }) {
  await app.inject({ method: "POST", url: "/api/monthly-donors", payload: signUp });
  const [first] = [...fake.payments.values()];
  if (paid) {
    fake.setStatus(first!.id, "paid");
    await app.inject(webhook(first!.id));
  }
  const [donor] = await app.services.database.db.select().from(monthlyDonors);
  return { first: first!, donor: donor!, subscription: [...fake.subscriptions.values()][0] };
}

/** The donor's own link to the gift, from the confirmation e-mail. */
async function giftLink(app: FastifyInstance) {
  const { id, token } = await mailedGiftLink(app);
  return {
    see: async () => (await app.inject({ url: `/api/monthly-gifts/${id}?token=${token}` })).json(),
    payFirstMonth: (t = token) =>
      app.inject({
        method: "POST",
        url: `/api/monthly-gifts/${id}/first-payment`,
        payload: { token: t },
      }),
  };
}

/** The status of the donation row of one Mollie payment. */
async function monthStatus(app: FastifyInstance, paymentId: string) {
  const [row] = await app.services.database.db
    .select({ status: donations.status })
    .from(donations)
    .where(eq(donations.providerPaymentId, paymentId));
  return row?.status;
}

/** The id of the donation row of one Mollie payment (the success page's session_id). */
async function donationIdOf(app: FastifyInstance, paymentId: string) {
  const [row] = await app.services.database.db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.providerPaymentId, paymentId));
  return row!.id;
}

/** The first row of the admin's list of monthly gifts, as the admin sees it when asked. */
async function adminsFirstRow(app: FastifyInstance) {
  const headers = asBrowser(app, (await adminAndMember(app)).admin);
  return async () =>
    (await app.inject({ url: "/api/admin/monthly-donors", headers })).json().monthlyDonors[0];
}

/** An admin's PATCH of the gift. */
async function adminChange(app: FastifyInstance, id: string) {
  const headers = asBrowser(app, (await adminAndMember(app)).admin);
  return (payload: object) =>
    app.inject({ method: "PATCH", url: `/api/admin/monthly-donors/${id}`, headers, payload });
}

/** What the job `monthly.missed-subscriptions` runs with, against the fake; its failures. */
function catchUp(app: FastifyInstance, fake: MollieFake) {
  const failures: string[] = [];
  const deps = {
    db: app.services.database.db,
    recurring: createMollieRecurring({
      apiKey: "test_fakefakefakefakefakefakefakefake",
      apiUrl: fake.url,
    }),
    webhookUrl: `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
    log: { error: (_: object, message: string) => failures.push(message), warn: () => {} },
  };
  return { deps, failures };
}

/** How a change reaches the fake Mollie, with a client that waits only 100 ms for an answer. */
function impatientSync(fake: MollieFake) {
  return syncMollieSubscription(
    createMollieRecurring({
      apiKey: "test_fakefakefakefakefakefakefakefake",
      apiUrl: fake.url,
      timeoutMs: 100,
    }),
    `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
  );
}

describe.each(engines)("monthly gifts through Mollie (local fake) on %s", (engine) => {
  it("first payment paid: one subscription, however often the webhook comes; each month one donation", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const res = await app.inject({ method: "POST", url: "/api/monthly-donors", payload: signUp });
    expect(res.statusCode).toBe(201);
    const [first] = [...fake.payments.values()];
    expect(res.json()).toEqual({
      ok: true,
      mandateReference: expect.stringMatching(/^QAMAR-\d{4}-\d{6}$/),
      redirectUrl: `https://www.mollie.com/checkout/fake/${first!.id}`,
    });
    const [donor] = await db.select().from(monthlyDonors);
    expect(donor).toMatchObject({ collectedBy: "mollie", mollieSubscriptionId: null });
    expect(first).toMatchObject({
      amount: { value: "15.00", currency: "EUR" },
      sequenceType: "first",
      // iDEAL, as the form and the e-mail tell the donor: its mandate is a SEPA direct debit.
      method: "ideal",
      customerId: donor!.mollieCustomerId,
      webhookUrl: `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
      metadata: { monthlyDonorId: donor!.id },
    });
    expect(fake.customers.get(donor!.mollieCustomerId!)).toMatchObject({
      name: "Ibrahim Jansen",
      email: "ibrahim@example.nl",
    });
    const [pending] = await db.select().from(donations);
    expect(pending).toMatchObject({
      kind: "monthly",
      status: "pending",
      providerPaymentId: first!.id,
    });

    // Not paid yet: no subscription.
    expect((await app.inject(webhook(first!.id))).statusCode).toBe(200);
    expect(fake.subscriptions.size).toBe(0);

    fake.setStatus(first!.id, "paid");
    for (let i = 0; i < 3; i++) expect((await app.inject(webhook(first!.id))).statusCode).toBe(200);
    expect(fake.subscriptions.size).toBe(1);
    const [subscription] = [...fake.subscriptions.values()];
    expect(subscription).toMatchObject({
      customerId: donor!.mollieCustomerId,
      amount: { value: "15.00", currency: "EUR" },
      interval: "1 month",
      webhookUrl: `https://www.stichtingqamar.nl${MONTHLY_WEBHOOK_PATH}`,
    });
    const [withSubscription] = await db.select().from(monthlyDonors);
    expect(withSubscription!.mollieSubscriptionId).toBe(subscription!.id);

    // Three months collected by the subscription, one webhook repeated.
    const months = [1, 2, 3].map(() => fake.collect(subscription!.id));
    for (const payment of months) await app.inject(webhook(payment.id));
    await app.inject(webhook(months[1]!.id));
    const paid = await db
      .select()
      .from(donations)
      .where(and(eq(donations.kind, "monthly"), eq(donations.status, "paid")));
    expect(paid.map((d) => d.providerPaymentId).sort()).toEqual(
      [first!.id, ...months.map((m) => m.id)].sort(),
    );
    expect(paid.every((d) => d.monthlyDonorId === donor!.id && d.amountCents === 1500)).toBe(true);

    // An unknown payment changes nothing and tells the caller nothing.
    expect((await app.inject(webhook("tr_onbekend"))).statusCode).toBe(200);
    expect(await db.$count(donations)).toBe(4);
  });

  it("every paid month mails the donor one receipt, whether or not the donor came back from Mollie", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first, subscription } = await signedUp(app, fake, { paid: true });
    // The donor closed the tab at Mollie: the webhook alone sends the first month's receipt.
    const mailed = async () => (await receipts(app, signUp.email)).map((r) => r.subject);
    expect(await mailed()).toEqual(["Bedankt voor uw donatie aan Stichting Qamar"]);
    // A webhook repeated, and the success page opened after all: still one.
    await app.inject(webhook(first.id));
    expect((await confirm(app, await donationIdOf(app, first.id))).json()).toMatchObject({
      emailSent: true,
      status: "paid",
    });
    expect(await mailed()).toHaveLength(1);

    // Each month the subscription collects: one receipt, however often its webhook comes.
    const month = fake.collect(subscription!.id);
    await app.inject(webhook(month.id));
    await app.inject(webhook(month.id));
    expect(await mailed()).toHaveLength(2);
    // A month that did not go through gets none.
    const failed = fake.collect(subscription!.id, "failed");
    await app.inject(webhook(failed.id));
    expect(await mailed()).toHaveLength(2);
  });

  it("a month that failed stays failed when an older answer ('open') is written after it", async () => {
    const { app, fake } = await mollieApp(engine);
    const { subscription } = await signedUp(app, fake, { paid: true });
    const month = fake.collect(subscription!.id, "failed");
    await app.inject(webhook(month.id));
    expect(await monthStatus(app, month.id)).toBe("failed");
    // Two webhooks raced: the one that read 'open' from Mollie writes last.
    fake.setStatus(month.id, "open");
    await app.inject(webhook(month.id));
    expect(await monthStatus(app, month.id)).toBe("failed");
  });

  it("a second sign-up of the same address opens no second first payment or subscription: 409 naming 'Mijn giften'", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const post = (payload: object) =>
      app.inject({ method: "POST", url: "/api/monthly-donors", payload });
    const refusal = {
      error: "Al aangemeld",
      message:
        "Er loopt al een maandelijkse gift van dit e-mailadres. Deze aanmelding is daarom niet nog een keer vastgelegd: er wordt niet twee keer per maand afgeschreven. Via Mijn giften op onze website of met de link in uw bevestigingsmail betaalt u de eerste maand of wijzigt u uw gift.",
    };
    // Two at the same moment (a double click): one gift, one first payment.
    const both = await Promise.all([post(signUp), post(signUp)]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((a) => a.statusCode === 409)!.json()).toEqual(refusal);
    expect(fake.payments.size).toBe(1);
    expect(fake.customers.size).toBe(1);
    // Back from Mollie's page and sent again, with another IBAN: still the one gift.
    const back = await post({ ...signUp, email: "IBRAHIM@example.nl", iban: "NL20INGB0001234567" });
    expect(back.json()).toEqual(refusal);
    // Paid: the subscription runs; a new sign-up makes no second one.
    const [first] = [...fake.payments.values()];
    fake.setStatus(first!.id, "paid");
    await app.inject(webhook(first!.id));
    expect((await post(signUp)).statusCode).toBe(409);
    expect(fake.payments.size).toBe(1);
    expect(fake.subscriptions.size).toBe(1);
    expect(await db.$count(monthlyDonors)).toBe(1);
    expect(await db.$count(donations)).toBe(1);
  });

  it("a first payment cancelled: the donor pays the first month again from the gift's link, on the same gift", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { first, donor } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    expect(await gift.see()).toMatchObject({ status: "active", firstPaymentDue: true });

    // Still open at Mollie (the donor closed the tab): its page again, no second payment.
    const again = await gift.payFirstMonth();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      redirectUrl: `https://www.mollie.com/checkout/fake/${first.id}`,
    });
    expect(fake.payments.size).toBe(1);

    // Cancelled at Mollie, its webhook not seen yet: recorded, and a new first payment.
    fake.setStatus(first.id, "canceled");
    const retry = await gift.payFirstMonth();
    expect(retry.statusCode).toBe(200);
    const second = [...fake.payments.values()].find((p) => p.id !== first.id)!;
    expect(retry.json()).toEqual({
      redirectUrl: `https://www.mollie.com/checkout/fake/${second.id}`,
    });
    expect(second).toMatchObject({
      sequenceType: "first",
      customerId: donor.mollieCustomerId,
      amount: { value: "15.00", currency: "EUR" },
      metadata: { monthlyDonorId: donor.id },
    });
    expect(fake.customers.size).toBe(1);
    expect(await db.$count(monthlyDonors)).toBe(1);
    expect(await monthStatus(app, first.id)).toBe("cancelled");
    const [secondRow] = await db
      .select()
      .from(donations)
      .where(eq(donations.providerPaymentId, second.id));
    expect(secondRow).toMatchObject({
      kind: "monthly",
      status: "pending",
      monthlyDonorId: donor.id,
    });
    expect(second.redirectUrl).toBe(
      `https://www.stichtingqamar.nl/donation-success?session_id=${secondRow!.id}`,
    );

    // Paid: the subscription starts, and there is nothing left to pay.
    fake.setStatus(second.id, "paid");
    await app.inject(webhook(second.id));
    expect(fake.subscriptions.size).toBe(1);
    expect(await gift.see()).toMatchObject({ status: "active", firstPaymentDue: false });
    const done = await gift.payFirstMonth();
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(
      "Voor deze maandelijkse gift staat geen eerste betaling open.",
    );
    expect(fake.payments.size).toBe(2);

    // Someone else's link opens nothing.
    const forged = await gift.payFirstMonth("x".repeat(43));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe("Deze link is ongeldig.");
  });

  it("'Opnieuw betalen' on the return page of an expired first payment opens a new one for the same gift", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { first } = await signedUp(app, fake, { paid: false });
    const sessionId = new URL(first.redirectUrl!).searchParams.get("session_id")!;
    fake.setStatus(first.id, "expired");
    const back = await app.inject({
      method: "POST",
      url: "/api/donations/confirmation",
      payload: { sessionId },
    });
    expect(back.json()).toMatchObject({ kind: "monthly", status: "expired", emailSent: false });
    const listed = await adminsFirstRow(app);
    expect(await listed()).toMatchObject({ firstPaymentOpen: true, firstPaymentFailed: true });

    const payAgain = (id: string) =>
      app.inject({
        method: "POST",
        url: "/api/monthly-donors/first-payment",
        payload: { sessionId: id },
      });
    const res = await payAgain(sessionId);
    expect(res.statusCode).toBe(200);
    const second = [...fake.payments.values()].find((p) => p.id !== first.id)!;
    expect(res.json().redirectUrl).toBe(`https://www.mollie.com/checkout/fake/${second.id}`);
    expect(second.sequenceType).toBe("first");
    expect(await db.$count(monthlyDonors)).toBe(1);
    // Being paid again: no longer 'niet gelukt'.
    expect(await listed()).toMatchObject({ firstPaymentOpen: true, firstPaymentFailed: false });

    // A return page of no monthly gift opens nothing.
    for (const id of ["00000000-0000-4000-8000-000000000000", "geen-id"]) {
      const none = await payAgain(id);
      expect(none.statusCode).toBe(404);
    }
    const { donationId } = await startDonation(app, oneOff);
    expect((await payAgain(donationId)).statusCode).toBe(404);
    expect(fake.payments.size).toBe(3);
  });

  it("a first payment Mollie has seen paid before its webhook: recorded once, subscribed, nothing new to pay", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    fake.setStatus(first.id, "paid");
    const res = await gift.payFirstMonth();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("De eerste maand van deze gift is al betaald.");
    expect(await monthStatus(app, first.id)).toBe("paid");
    expect(fake.subscriptions.size).toBe(1);
    expect(fake.payments.size).toBe(1);
    expect(await gift.see()).toMatchObject({ firstPaymentDue: false });
  });

  it("a first payment seen paid while Mollie refuses the subscription: 409 all the same, and the webhook subscribes", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    fake.setStatus(first.id, "paid");
    // More than the Mollie client's own retries.
    fake.failSubscriptions = 100;
    const res = await gift.payFirstMonth();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("De eerste maand van deze gift is al betaald.");
    expect(await monthStatus(app, first.id)).toBe("paid");
    expect(fake.subscriptions.size).toBe(0);
    // Mollie's webhook for the payment comes (again): the subscription is made then.
    fake.failSubscriptions = 0;
    await app.inject(webhook(first.id));
    expect(fake.subscriptions.size).toBe(1);
  });

  it("a paid first month whose subscription Mollie kept refusing gets it from the catch-up job", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid");
    // More than the Mollie client's own retries, at every call of the webhook.
    fake.failSubscriptions = 100;
    expect((await app.inject(webhook(first.id))).statusCode).toBe(502);
    expect(await monthStatus(app, first.id)).toBe("paid");
    expect(fake.subscriptions.size).toBe(0);

    const { deps, failures } = catchUp(app, fake);
    // Still refused: the gift waits for the next run.
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await subscribeMissed(deps, later)).toBe(0);
    expect(failures).toEqual(["subscription still not made"]);
    fake.failSubscriptions = 0;
    // Within ten minutes of the payment the webhook may still make it: left alone.
    expect(await subscribeMissed(deps)).toBe(0);
    expect(await subscribeMissed(deps, later)).toBe(1);
    expect([...fake.subscriptions.values()]).toEqual([
      expect.objectContaining({ status: "active", amount: { currency: "EUR", value: "15.00" } }),
    ]);
    expect(await subscribeMissed(deps, later)).toBe(0);
  });

  it("a first payment the bank is still deciding is not doubled", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    // Mollie's 'pending': paid at the bank, not yet decided; no page to pay it on.
    fake.setStatus(first.id, "pending");
    const res = await gift.payFirstMonth();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Uw eerste betaling wordt nog verwerkt; u hoeft nu niet opnieuw te betalen.",
    );
    expect(fake.payments.size).toBe(1);
  });

  it("a second click while the first one's payment is being opened waits for it: one new payment", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    fake.setStatus(first.id, "canceled");
    // The second click comes while Mollie is making the first click's payment.
    let second: Awaited<ReturnType<typeof gift.payFirstMonth>> | undefined;
    fake.onCreate = async () => {
      fake.onCreate = undefined;
      second = await gift.payFirstMonth();
    };
    const res = await gift.payFirstMonth();
    expect(res.statusCode).toBe(200);
    expect(second?.statusCode).toBe(409);
    expect(second?.json().message).toBe(
      "De betaalpagina wordt al geopend. Probeer het over een minuut opnieuw.",
    );
    expect(fake.payments.size).toBe(2);
    // Once it is open, a click continues it.
    const later = await gift.payFirstMonth();
    expect(later.json()).toEqual(res.json());
    expect(fake.payments.size).toBe(2);
  });

  it("two clicks at the same moment open one payment between them", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { first, donor } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    fake.setStatus(first.id, "expired");
    const answers = await Promise.all([gift.payFirstMonth(), gift.payFirstMonth()]);
    expect(fake.payments.size).toBe(2);
    const opened = answers.filter((a) => a.statusCode === 200).map((a) => a.json().redirectUrl);
    expect(opened.length).toBeGreaterThan(0);
    const made = [...fake.payments.values()].find((p) => p.id !== first.id)!;
    for (const url of opened) expect(url).toBe(`https://www.mollie.com/checkout/fake/${made.id}`);
    for (const other of answers.filter((a) => a.statusCode !== 200)) {
      expect(other.statusCode).toBe(409);
    }
    const months = await db
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.monthlyDonorId, donor.id));
    expect(months.map((m) => m.status).sort()).toEqual(["expired", "pending"]);
  });

  it("a paused gift has no first payment to make until it is resumed", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, first } = await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    fake.setStatus(first.id, "failed");
    const change = await adminChange(app, donor.id);
    await change({ action: "pause" });
    expect(await gift.see()).toMatchObject({ status: "paused", firstPaymentDue: false });
    expect((await gift.payFirstMonth()).statusCode).toBe(409);
    await change({ action: "resume" });
    expect(await gift.see()).toMatchObject({ status: "active", firstPaymentDue: true });
    expect((await gift.payFirstMonth()).statusCode).toBe(200);
    expect(fake.payments.size).toBe(2);
  });

  it("'Mijn giften' names a first payment that did not go through and pays it again", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    const cookie = await signedInDonor(app, signUp.email);
    const headers = { cookie, origin: app.services.config.PUBLIC_URL };
    const gifts = async () =>
      (await app.inject({ url: "/api/mijn-giften", headers })).json().monthlyGifts;
    expect(await gifts()).toEqual([
      expect.objectContaining({ status: "active", firstPayment: "open", nextCollection: null }),
    ]);
    fake.setStatus(first.id, "failed");
    await app.inject(webhook(first.id));
    const [gift] = await gifts();
    expect(gift).toMatchObject({ firstPayment: "failed" });

    const pay = (id: string, withHeaders: Record<string, string> = headers) =>
      app.inject({
        method: "POST",
        url: `/api/mijn-giften/monthly-gifts/${id}/first-payment`,
        headers: withHeaders,
      });
    // Another donor's gift, a foreign page, no session: nothing is opened.
    expect((await pay("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await pay(gift.id, { cookie, origin: "https://elders.example" })).statusCode).toBe(403);
    expect((await pay(gift.id, {})).statusCode).toBe(401);
    expect(fake.payments.size).toBe(1);

    const res = await pay(gift.id);
    expect(res.statusCode).toBe(200);
    const second = [...fake.payments.values()].find((p) => p.id !== first.id)!;
    expect(res.json()).toEqual({
      redirectUrl: `https://www.mollie.com/checkout/fake/${second.id}`,
    });
    expect(await gifts()).toEqual([expect.objectContaining({ firstPayment: "open" })]);
    fake.setStatus(second.id, "paid");
    await app.inject(webhook(second.id));
    expect(await gifts()).toEqual([
      expect.objectContaining({ firstPayment: null, nextCollection: expect.any(String) }),
    ]);
  });

  it("Mollie refuses the first payment: the sign-up is kept, and its link pays the first month later", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    fake.createAnswers.push("refuse");
    const res = await app.inject({ method: "POST", url: "/api/monthly-donors", payload: signUp });
    expect(res.statusCode).toBe(502);
    expect(fake.payments.size).toBe(0);
    expect(res.json().message).toBe(
      "De betaalpagina kon niet worden geopend. Uw aanmelding is bewaard: met de link in de bevestigingsmail betaalt u de eerste maand later.",
    );
    expect(await db.$count(monthlyDonors)).toBe(1);
    expect((await db.select().from(donations)).map((d) => d.status)).toEqual(["failed"]);
    const gift = await giftLink(app);
    expect(await gift.see()).toMatchObject({ status: "active", firstPaymentDue: true });

    const pay = await gift.payFirstMonth();
    expect(pay.statusCode).toBe(200);
    const latest = [...fake.payments.values()].at(-1)!;
    expect(pay.json().redirectUrl).toBe(`https://www.mollie.com/checkout/fake/${latest.id}`);
    expect(await monthStatus(app, latest.id)).toBe("pending");
  });

  it("a lost answer to the first payment's creation: asked again with the same key, one payment, linked", async () => {
    const { app, fake } = await mollieApp(engine);
    // Mollie makes the payment, then the connection drops before its answer arrives.
    fake.createAnswers.push("drop");
    const res = await app.inject({ method: "POST", url: "/api/monthly-donors", payload: signUp });
    expect(res.statusCode).toBe(201);
    expect(fake.payments.size).toBe(1);
    const [payment] = [...fake.payments.values()];
    expect(res.json().redirectUrl).toBe(`https://www.mollie.com/checkout/fake/${payment!.id}`);
    expect(await monthStatus(app, payment!.id)).toBe("pending");
    fake.setStatus(payment!.id, "paid");
    await app.inject(webhook(payment!.id));
    expect(await monthStatus(app, payment!.id)).toBe("paid");
    expect(fake.subscriptions.size).toBe(1);
  });

  it("Mollie out of reach when the donor pays again: 502 with a Dutch message, and nothing new", async () => {
    const { app, fake } = await mollieApp(engine);
    await signedUp(app, fake, { paid: false });
    const gift = await giftLink(app);
    await fake.close();
    const res = await gift.payFirstMonth();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: "Fout",
      message: "De betaalpagina kon niet worden geopend. Probeer het later opnieuw.",
    });
    expect(await app.services.database.db.$count(donations)).toBe(1);
  });

  it("the donor's stop link cancels the subscription at Mollie", async () => {
    const { app, fake } = await mollieApp(engine);
    const { subscription } = await signedUp(app, fake, { paid: true });
    expect(subscription!.status).toBe("active");

    const link = await mailedGiftLink(app);
    expect(link.text).toContain("De eerste maand betaalt u met iDEAL");
    const stop = await app.inject({
      method: "POST",
      url: `/api/monthly-gifts/${link.id}`,
      payload: { token: link.token, action: "stop" },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().status).toBe("cancelled");
    expect(subscription!.status).toBe("canceled");
    expect(fake.requests).toContain(
      `DELETE /v2/customers/${subscription!.customerId}/subscriptions/${subscription!.id}`,
    );
  });

  it("an admin's changes reach Mollie: a new amount, a pause cancels, a resume subscribes again", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donor, subscription } = await signedUp(app, fake, { paid: true });
    const change = await adminChange(app, donor.id);

    expect((await change({ amount: "20" })).json()).toMatchObject({ amountCents: 2000 });
    expect(subscription).toMatchObject({ status: "active", amount: { value: "20.00" } });

    expect((await change({ action: "pause" })).json().status).toBe("paused");
    expect(subscription!.status).toBe("canceled");
    expect((await db.select().from(monthlyDonors))[0]!.mollieSubscriptionId).toBeNull();

    expect((await change({ action: "resume" })).json().status).toBe("active");
    const resumed = [...fake.subscriptions.values()].filter((s) => s.status === "active");
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({
      amount: { value: "20.00" },
      customerId: donor.mollieCustomerId,
    });
    expect((await db.select().from(monthlyDonors))[0]!.mollieSubscriptionId).toBe(resumed[0]!.id);

    // Paused and resumed once more the same day: a new subscription, not Mollie's answer to
    // the first resume (whose subscription the pause cancelled).
    await change({ action: "pause" });
    expect((await change({ action: "resume" })).json().status).toBe("active");
    const again = [...fake.subscriptions.values()].filter((s) => s.status === "active");
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(resumed[0]!.id);
    expect((await db.select().from(monthlyDonors))[0]!.mollieSubscriptionId).toBe(again[0]!.id);

    expect((await change({ action: "stop" })).json().status).toBe("cancelled");
    expect(again[0]!.status).toBe("canceled");
    expect([...fake.subscriptions.values()].every((s) => s.status === "canceled")).toBe(true);
  });

  it("a resume Mollie cannot subscribe answers 502 in Dutch, and the gift stays paused", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor } = await signedUp(app, fake, { paid: true });
    const change = await adminChange(app, donor.id);
    expect((await change({ action: "pause" })).json().status).toBe("paused");
    // More than the Mollie client's own retries.
    fake.failSubscriptions = 100;
    const refused = await change({ action: "resume" });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: "Fout",
      message: "De betaaldienst kon het verzoek nu niet verwerken. Probeer het later opnieuw.",
    });
    const [row] = await app.services.database.db.select().from(monthlyDonors);
    expect(row).toMatchObject({ mandateStatus: "paused", mollieSubscriptionId: null });
    fake.failSubscriptions = 0;
    expect((await change({ action: "resume" })).json().status).toBe("active");
  });

  it("a Mollie that never answers: the resume ends with 502 in Dutch after the client's time limit, and nothing changed", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donor } = await signedUp(app, fake, { paid: true });
    const change = await adminChange(app, donor.id);
    expect((await change({ action: "pause" })).json().status).toBe("paused");
    fake.hang = (request) => request.endsWith("/subscriptions");
    const hanging = impatientSync(fake);
    const refused = await changeGift(db, donor.id, { action: "resume" }, hanging).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: "upstream-failed",
      message: "De betaaldienst kon het verzoek nu niet verwerken. Probeer het later opnieuw.",
      cause: expect.objectContaining({ message: "no answer from Mollie within 100 ms" }),
    });
    const [row] = await db.select().from(monthlyDonors);
    expect(row).toMatchObject({
      mandateStatus: "paused",
      mollieSubscriptionId: null,
      mollieClaimedUntil: null,
    });
    // Mollie answers again: the same resume goes through.
    fake.hang = undefined;
    expect((await change({ action: "resume" })).json().status).toBe("active");
  });

  it("a stop Mollie carried out after the client stopped waiting: stopping again ends the gift instead of failing on Mollie's 422", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donor, subscription } = await signedUp(app, fake, { paid: true });
    // Mollie takes 400 ms over the cancel, the client waits 100 ms.
    fake.onRequest = async (request) => {
      if (request.startsWith("DELETE ")) await new Promise((resolve) => setTimeout(resolve, 400));
    };
    const slow = impatientSync(fake);
    const refused = await changeGift(db, donor.id, { action: "stop" }, slow).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ kind: "upstream-failed" });
    await vi.waitFor(() => expect(subscription!.status).toBe("canceled"));
    const [before] = await db.select().from(monthlyDonors);
    expect(before).toMatchObject({
      mandateStatus: "active",
      mollieSubscriptionId: subscription!.id,
    });

    fake.onRequest = undefined;
    const stop = await (await adminChange(app, donor.id))({ action: "stop" });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().status).toBe("cancelled");
    const [after] = await db.select().from(monthlyDonors);
    expect(after).toMatchObject({ mandateStatus: "cancelled", mollieSubscriptionId: null });
    const cancels = fake.requests.filter((r) => r.startsWith("DELETE "));
    expect(cancels).toHaveLength(2);
  });

  it("no transaction holds the gift while Mollie is asked; a second change meanwhile is told to wait", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { first, donor } = await signedUp(app, fake, { paid: false });
    const change = await adminChange(app, donor.id);
    const seen: string[] = [];
    // While Mollie is being asked: is the gift's row free, and what does another change get?
    fake.onRequest = async (request) => {
      if (request.startsWith("GET ")) return;
      const free = await db
        .transaction(async (tx) => {
          await tx
            .select({ id: monthlyDonors.id })
            .from(monthlyDonors)
            .where(eq(monthlyDonors.id, donor.id))
            .for("update", { noWait: true });
          return "free";
        })
        .catch(() => "locked");
      const other = await change({ amount: "20" });
      seen.push(`${request.split(" ")[0]} ${free} ${other.statusCode} ${other.json().message}`);
    };
    fake.setStatus(first.id, "paid");
    expect((await app.inject(webhook(first.id))).statusCode).toBe(200);
    expect((await change({ action: "pause" })).json().status).toBe("paused");
    const busy = "Deze gift wordt op dit moment gewijzigd. Probeer het over een minuut opnieuw.";
    expect(seen).toEqual([`POST free 409 ${busy}`, `DELETE free 409 ${busy}`]);
    fake.onRequest = undefined;
    const [row] = await db.select().from(monthlyDonors);
    expect(row).toMatchObject({
      mandateStatus: "paused",
      amountCents: 1500,
      mollieClaimedUntil: null,
    });
    expect([...fake.subscriptions.values()].map((s) => s.status)).toEqual(["canceled"]);
  });

  it("dates a month when the donor paid at Mollie, not when its webhook came", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid", "2025-12-31T22:59:50.000Z");
    await app.inject(webhook(first.id));
    const [month] = await app.services.database.db.select().from(donations);
    expect(month).toMatchObject({
      status: "paid",
      paidAt: new Date("2025-12-31T22:59:50.000Z"),
    });
  });

  it("starts the subscription a month after the Dutch day of the first payment", async () => {
    const { app, fake } = await mollieApp(engine);
    // 00:30 on 1 February in Amsterdam; in UTC still 31 January.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-31T23:30:00Z") });
    try {
      const { subscription, donor } = await signedUp(app, fake, { paid: true });
      // Collected on the 1st of every month from March on, not a second time on 28 February.
      expect(subscription?.startDate).toBe("2026-03-01");
      expect(donor.mollieCollectionStart).toBe("2026-03-01");
    } finally {
      vi.useRealTimers();
    }
  });

  it("the admin's list: the first payment open, then Mollie's own day of the month", async () => {
    const { app, fake } = await mollieApp(engine);
    const headers = asBrowser(app, (await adminAndMember(app)).admin);
    const list = async () => {
      const res = await app.inject({ url: "/api/admin/monthly-donors", headers });
      const body = res.json();
      return { gift: body.monthlyDonors[0], expected: body.totals.expectedMonthlyCents };
    };
    const { first } = await signedUp(app, fake, { paid: false });
    // Signed up, the iDEAL payment not made: no collection to expect yet.
    expect(await list()).toEqual({
      gift: expect.objectContaining({
        status: "active",
        collectedBy: "mollie",
        firstPaymentOpen: true,
        firstPaymentFailed: false,
        lastCollection: null,
        nextCollection: null,
      }),
      expected: 0,
    });

    fake.setStatus(first.id, "paid");
    await app.inject(webhook(first.id));
    const [subscription] = [...fake.subscriptions.values()];
    const [month] = await app.services.database.db.select().from(donations);
    const paidOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
      month!.paidAt!,
    );
    // Mollie collects from the subscription's start, on that day of every month.
    expect(subscription!.startDate).toMatch(/^\d{4}-\d{2}-(0[1-9]|1\d|2[0-8])$/);
    expect(await list()).toEqual({
      gift: expect.objectContaining({
        firstPaymentOpen: false,
        lastCollection: paidOn,
        nextCollection: subscription!.startDate,
      }),
      expected: 1500,
    });

    const change = await adminChange(app, (await list()).gift.id);
    await change({ action: "pause" });
    expect(await list()).toEqual({
      gift: expect.objectContaining({
        status: "paused",
        firstPaymentOpen: false,
        nextCollection: null,
      }),
      expected: 0,
    });
  });

  it("a paused gift whose first month is paid later gets no subscription until it is resumed", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, first } = await signedUp(app, fake, { paid: false });
    const change = await adminChange(app, donor.id);
    // Not paid yet: pausing asks nothing of Mollie; the paid webhook then makes nothing.
    await change({ action: "pause" });
    fake.setStatus(first.id, "paid");
    await app.inject(webhook(first.id));
    expect(fake.subscriptions.size).toBe(0);
    // Nor does the catch-up job: a paused gift is not collected.
    const { deps } = catchUp(app, fake);
    expect(await subscribeMissed(deps, new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect(fake.subscriptions.size).toBe(0);
    await change({ action: "resume" });
    expect(fake.subscriptions.size).toBe(1);
  });

  it("a month charged back in full becomes 'refunded', once: it leaves the statement and 'Mijn giften'", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { first, subscription } = await signedUp(app, fake, { paid: true });
    const month = fake.collect(subscription!.id);
    await app.inject(webhook(month.id));
    const [year] = await statementYears(db, signUp.email);
    expect((await yearlyStatement(db, signUp.email, year!)).totalCents).toBe(3000);

    // A partial chargeback changes nothing.
    fake.chargeBack(month.id, 500);
    await app.inject(webhook(month.id));
    expect(await monthStatus(app, month.id)).toBe("paid");

    // The donor's bank takes the rest back: Mollie keeps the payment 'paid' and calls again,
    // repeatedly and at once.
    fake.chargeBack(month.id, 1000);
    const calls = await Promise.all([1, 2, 3].map(() => app.inject(webhook(month.id))));
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    await app.inject(webhook(month.id));
    expect(await monthStatus(app, month.id)).toBe("refunded");
    expect(await monthStatus(app, first.id)).toBe("paid");
    expect(await db.$count(donations)).toBe(2);
    const statement = await yearlyStatement(db, signUp.email, year!);
    expect(statement.totalCents).toBe(1500);
    expect(statement.gifts).toHaveLength(1);
    expect((await paidGifts(db, signUp.email)).map((g) => g.amountCents)).toEqual([1500]);
    // The gift itself goes on: the foundation pauses or stops it by hand if it must.
    expect(subscription!.status).toBe("active");

    // The first month refunded too: the year has no gift of this donor left.
    fake.refund(first.id, 1500);
    await app.inject(webhook(first.id));
    expect(await monthStatus(app, first.id)).toBe("refunded");
    expect(await statementYears(db, signUp.email)).toEqual([]);
    expect(fake.subscriptions.size).toBe(1);
  });

  it("a first month refunded before its webhook ever said paid starts no subscription, and the admin sees it", async () => {
    const { app, fake } = await mollieApp(engine);
    const { first, donor } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid");
    fake.refund(first.id, 1500);
    await app.inject(webhook(first.id));
    await app.inject(webhook(first.id));
    expect(await monthStatus(app, first.id)).toBe("refunded");
    expect(fake.subscriptions.size).toBe(0);
    // Nor does the catch-up job subscribe it: nothing paid was kept.
    const { deps } = catchUp(app, fake);
    expect(await subscribeMissed(deps, new Date(Date.now() + 11 * 60_000))).toBe(0);
    expect(fake.subscriptions.size).toBe(0);
    // The admin sees why nothing is collected; the donor is not asked to pay it again.
    const listed = await adminsFirstRow(app);
    expect(await listed()).toMatchObject({
      status: "active",
      firstPaymentOpen: false,
      firstMonthRefunded: true,
      nextCollection: null,
    });
    // The donor's link and 'Mijn giften' say so too.
    const gift = await giftLink(app);
    expect(await gift.see()).toMatchObject({ firstPaymentDue: false, firstMonthRefunded: true });
    const headers = {
      cookie: await signedInDonor(app, signUp.email),
      origin: app.services.config.PUBLIC_URL,
    };
    const mine = async () =>
      (await app.inject({ url: "/api/mijn-giften", headers })).json().monthlyGifts[0];
    expect(await mine()).toMatchObject({ firstPayment: "refunded", nextCollection: null });
    const again = await gift.payFirstMonth();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "De eerste maand van deze gift is terugbetaald. Neem contact met ons op als u de gift toch wilt starten.",
    );
    expect(fake.payments.size).toBe(1);
    // Pausing and resuming makes the subscription: the mandate of the paid month stands.
    const change = await adminChange(app, donor.id);
    expect((await change({ action: "pause" })).statusCode).toBe(200);
    expect(await gift.see()).toMatchObject({ firstMonthRefunded: false });
    expect((await change({ action: "resume" })).statusCode).toBe(200);
    expect(fake.subscriptions.size).toBe(1);
    expect(await listed()).toMatchObject({ firstMonthRefunded: false });
    expect(await gift.see()).toMatchObject({ firstMonthRefunded: false });
    expect(await mine()).toMatchObject({ firstPayment: null, nextCollection: expect.any(String) });
  });

  it("a resume subscribes again when every paid month was given back: the mandate stands", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, first } = await signedUp(app, fake, { paid: true });
    const change = await adminChange(app, donor.id);
    await change({ action: "pause" });
    fake.refund(first.id, 1500);
    await app.inject(webhook(first.id));
    expect(await monthStatus(app, first.id)).toBe("refunded");
    // The first month gave Mollie the mandate; giving its money back does not undo that.
    expect((await change({ action: "resume" })).json().status).toBe("active");
    const active = [...fake.subscriptions.values()].filter((s) => s.status === "active");
    expect(active).toHaveLength(1);
    expect(active[0]!.customerId).toBe(donor.mollieCustomerId);
  });

  it("a month given back undoes its campaign total exactly once, and is never paid again", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const [campaign] = await db.insert(campaigns).values(winterCampaign).returning();
    const totals = async () => {
      const [now] = await db.select().from(campaigns).where(eq(campaigns.id, campaign!.id));
      return { amount: now!.currentAmountCents, supporters: now!.supporters };
    };
    const paid: string[] = [];
    const refunded: string[] = [];
    // A month counted towards a campaign (here: its onPaid names the winter destination).
    const giving = createMollieGiving({
      db,
      recurring: createMollieRecurring({
        apiKey: "test_fakefakefakefakefakefakefakefake",
        apiUrl: fake.url,
      }),
      publicUrl: (path) => `https://www.stichtingqamar.nl${path}`,
      onPaid: [
        async (tx, donation) => {
          paid.push(donation.providerPaymentId!);
          await recordPaidDonation(tx, { ...donation, destination: "winterhulp" });
        },
      ],
      onRefunded: [
        async (tx, donation) => {
          refunded.push(donation.providerPaymentId!);
          await undoPaidDonation(tx, donation);
        },
      ],
      log: app.log,
    });
    const { first } = await signedUp(app, fake, { paid: false });
    fake.setStatus(first.id, "paid");
    await giving.webhook(first.id);
    const month = fake.collect([...fake.subscriptions.keys()][0]!);
    await giving.webhook(month.id);
    expect(await totals()).toEqual({ amount: 40_500_00 + 3000, supporters: 82 });

    fake.chargeBack(month.id, 1500);
    await Promise.all([1, 2, 3].map(() => giving.webhook(month.id)));
    await giving.webhook(month.id);
    expect(refunded).toEqual([month.id]);
    expect(await totals()).toEqual({ amount: 40_500_00 + 1500, supporters: 81 });

    // Should Mollie ever answer 'paid' again for it, the month stays given back.
    fake.payments.get(month.id)!.amountChargedBack = undefined;
    await giving.webhook(month.id);
    expect(await monthStatus(app, month.id)).toBe("refunded");
    expect(paid).toEqual([first.id, month.id]);
    expect(await totals()).toEqual({ amount: 40_500_00 + 1500, supporters: 81 });
  });
});
