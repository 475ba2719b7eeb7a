import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { statementDonors } from "../../documents/yearly-statement";
import { campaigns } from "../../db/schema";
import { winterCampaign } from "../../db/seed";
import { engines } from "../../test/databases";
import { paidGifts, statementYears } from "../my-gifts/overview";
import { createMollieProvider } from "../payments/mollie";
import {
  confirm,
  donationRow,
  oneOff,
  receipts,
  startDonation,
  mollieFakeApps,
} from "./test-helpers";

const mollieApp = mollieFakeApps();

const webhook = (id: string) => ({
  method: "POST" as const,
  url: "/api/payments/mollie/webhook",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: `id=${encodeURIComponent(id)}`,
});

async function winter(app: FastifyInstance) {
  const db = app.services.database.db;
  const [row] = await db.insert(campaigns).values(winterCampaign).returning();
  return async () => {
    const [now] = await db.select().from(campaigns).where(eq(campaigns.id, row!.id));
    return { amount: now!.currentAmountCents, supporters: now!.supporters };
  };
}

describe.each(engines)("Mollie payments against a local fake on %s", (engine) => {
  it("stores the donation before creating the payment with redirect, cancel and webhook", async () => {
    const { app, fake } = await mollieApp(engine);
    const seenAtCreate: unknown[] = [];
    fake.onCreate = async (payment) => {
      const { donationId } = payment.metadata as { donationId: string };
      seenAtCreate.push((await donationRow(app, donationId))?.status);
    };
    const { donationId, redirectUrl } = await startDonation(app);
    expect(seenAtCreate).toEqual(["pending"]);
    const [payment] = [...fake.payments.values()];
    expect(redirectUrl).toBe(`https://www.mollie.com/checkout/fake/${payment!.id}`);
    expect(payment).toMatchObject({
      amount: { value: "25.00", currency: "EUR" },
      description: "Winterhulp Gaza",
      redirectUrl: `https://www.stichtingqamar.nl/donation-success?session_id=${donationId}`,
      cancelUrl: `https://www.stichtingqamar.nl/donation-cancelled?session_id=${donationId}`,
      webhookUrl: "https://www.stichtingqamar.nl/api/payments/mollie/webhook",
      metadata: { donationId },
    });
    expect(await donationRow(app, donationId)).toMatchObject({
      provider: "mollie",
      providerPaymentId: payment!.id,
      status: "pending",
    });
  });

  it("webhook paid -> status paid and one receipt; the same webhook twice sends no second", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;

    // Still open at Mollie: the webhook changes nothing.
    expect((await app.inject(webhook(paymentId))).statusCode).toBe(200);
    expect(await donationRow(app, donationId)).toMatchObject({ status: "pending" });

    fake.setStatus(paymentId, "paid");
    expect((await app.inject(webhook(paymentId))).statusCode).toBe(200);
    expect(await donationRow(app, donationId)).toMatchObject({ status: "paid" });
    expect(await receipts(app)).toHaveLength(1);

    await app.inject(webhook(paymentId));
    expect((await confirm(app, donationId)).json()).toMatchObject({ emailSent: true });
    expect(await receipts(app)).toHaveLength(1);
  });

  it("dates a gift when the donor paid at Mollie, not when its webhook came", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    // Paid at 23:59:50 on 31 December 2025 in Amsterdam; the webhook came (much) later.
    fake.setStatus(paymentId, "paid", "2025-12-31T22:59:50.000Z");
    await app.inject(webhook(paymentId));
    expect((await donationRow(app, donationId))?.paidAt).toEqual(
      new Date("2025-12-31T22:59:50.000Z"),
    );
    // So its receipt and the yearly statement count it in 2025.
    expect(await statementYears(db, "yusuf@example.nl")).toEqual([2025]);
    expect(await statementDonors(db, 2025)).toEqual(["yusuf@example.nl"]);
  });

  it("a paid gift refunded in full becomes 'refunded' and stops counting, once", async () => {
    const { app, fake } = await mollieApp(engine);
    const campaign = await winter(app);
    const db = app.services.database.db;
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    fake.setStatus(paymentId, "paid");
    await app.inject(webhook(paymentId));
    expect(await campaign()).toEqual({ amount: 40_500_00 + 2500, supporters: 81 });
    const [year] = await statementYears(db, "yusuf@example.nl");
    expect(await statementDonors(db, year!)).toEqual(["yusuf@example.nl"]);

    // Refunded in two parts: Mollie keeps the status 'paid' and calls the webhook each time.
    fake.refund(paymentId, 1000);
    await app.inject(webhook(paymentId));
    expect(await donationRow(app, donationId)).toMatchObject({ status: "paid" });
    expect(await campaign()).toEqual({ amount: 40_500_00 + 2500, supporters: 81 });

    fake.refund(paymentId, 1500);
    const calls = await Promise.all([1, 2, 3].map(() => app.inject(webhook(paymentId))));
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    await app.inject(webhook(paymentId));
    await confirm(app, donationId);
    expect(await donationRow(app, donationId)).toMatchObject({ status: "refunded" });
    expect(await campaign()).toEqual({ amount: 40_500_00, supporters: 80 });
    expect(await paidGifts(db, "yusuf@example.nl")).toEqual([]);
    expect(await statementYears(db, "yusuf@example.nl")).toEqual([]);
    expect(await statementDonors(db, year!)).toEqual([]);
    expect(await receipts(app)).toHaveLength(1);
  });

  it("a chargeback (with a partial refund before it) reverses the gift too", async () => {
    const { app, fake } = await mollieApp(engine);
    const campaign = await winter(app);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    fake.setStatus(paymentId, "paid");
    await app.inject(webhook(paymentId));
    fake.refund(paymentId, 500);
    fake.chargeBack(paymentId, 2000);
    await app.inject(webhook(paymentId));
    expect(await donationRow(app, donationId)).toMatchObject({ status: "refunded" });
    expect(await campaign()).toEqual({ amount: 40_500_00, supporters: 80 });
  });

  it("a payment refunded before its webhook ever said paid is refunded, with nothing to undo", async () => {
    const { app, fake } = await mollieApp(engine);
    const campaign = await winter(app);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    fake.setStatus(paymentId, "paid");
    fake.refund(paymentId, 2500);
    await app.inject(webhook(paymentId));
    expect(await donationRow(app, donationId)).toMatchObject({ status: "refunded" });
    expect(await campaign()).toEqual({ amount: 40_500_00, supporters: 80 });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("a lost answer to the payment's creation: asked again with the same key, one payment, linked", async () => {
    const { app, fake } = await mollieApp(engine);
    // Mollie makes the payment, then the connection drops before its answer arrives.
    fake.createAnswers.push("drop");
    const { donationId, redirectUrl } = await startDonation(app);
    expect(fake.payments.size).toBe(1);
    const [payment] = [...fake.payments.values()];
    expect(redirectUrl).toBe(`https://www.mollie.com/checkout/fake/${payment!.id}`);
    expect(await donationRow(app, donationId)).toMatchObject({
      status: "pending",
      providerPaymentId: payment!.id,
    });
    fake.setStatus(payment!.id, "paid");
    await app.inject(webhook(payment!.id));
    expect(await donationRow(app, donationId)).toMatchObject({ status: "paid" });
    expect(await receipts(app)).toHaveLength(1);
  });

  it("an answer later than the client waits: the second ask gets the same payment", async () => {
    const { fake } = await mollieApp(engine);
    fake.createAnswers.push("hold");
    const provider = createMollieProvider({
      apiKey: "test_fakefakefakefakefakefakefakefake",
      apiUrl: fake.url,
      timeoutMs: 50,
    });
    const donationId = crypto.randomUUID();
    const created = await provider.createPayment({
      donationId,
      amountCents: 2500,
      description: "Winterhulp Gaza",
      returnUrl: "https://www.stichtingqamar.nl/donation-success",
      cancelUrl: "https://www.stichtingqamar.nl/donation-cancelled",
      webhookUrl: "https://www.stichtingqamar.nl/api/payments/mollie/webhook",
    });
    expect(fake.requests.filter((r) => r === "POST /v2/payments")).toHaveLength(2);
    expect([...fake.payments.keys()]).toEqual([created.providerPaymentId]);
    expect(fake.payments.get(created.providerPaymentId!)?.metadata).toEqual({ donationId });
  });

  it("never trusts the webhook body: only the status fetched from Mollie counts", async () => {
    const { app } = await mollieApp(engine);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    await app.inject({
      method: "POST",
      url: "/api/payments/mollie/webhook",
      payload: { id: paymentId, status: "paid" },
    });
    expect(await donationRow(app, donationId)).toMatchObject({ status: "pending" });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("a webhook for an unknown id changes nothing and asks Mollie nothing", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donationId } = await startDonation(app);
    const before = fake.requests.length;
    const res = await app.inject(webhook("tr_unknown"));
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
    expect(await donationRow(app, donationId)).toMatchObject({ status: "pending" });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("the success page asks Mollie itself when no webhook came (e.g. localhost)", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    expect((await confirm(app, donationId)).json()).toMatchObject({ status: "pending" });
    fake.setStatus(paymentId, "paid");
    expect((await confirm(app, donationId)).json()).toMatchObject({
      emailSent: true,
      status: "paid",
    });
    expect(await receipts(app)).toHaveLength(1);
  });

  it("the cancelled page marks the donation cancelled once Mollie says so", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donationId } = await startDonation(app);
    const paymentId = (await donationRow(app, donationId))!.providerPaymentId!;
    const back = () =>
      app.inject({
        method: "POST",
        url: "/api/donations/cancelled",
        payload: { sessionId: donationId },
      });
    expect((await back()).json()).toEqual({ status: "pending" });
    fake.setStatus(paymentId, "canceled");
    expect((await back()).json()).toEqual({ status: "cancelled" });
  });

  it("marks the donation failed and answers an error when Mollie refuses", async () => {
    const { app, fake } = await mollieApp(engine);
    await fake.close();
    const res = await app.inject({ method: "POST", url: "/api/donations", payload: oneOff });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: "Fout",
      message: "De betaalpagina kon niet worden geopend. Probeer het later opnieuw.",
    });
    const [row] = await app.services.database.db.query.donations.findMany();
    expect(row).toMatchObject({ status: "failed", provider: "mollie" });
  });
});
