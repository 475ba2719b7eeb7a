import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { donations, monthlyDonors, outboundEmails } from "../../db/schema";
import { adminAndMember, asBrowser } from "../auth/test-helpers";
import { engines } from "../../test/databases";
import type { MollieFake } from "../donations/mollie-fake";
import { mollieFakeApps } from "../donations/test-helpers";
import { MONTHLY_WEBHOOK_PATH } from "./mollie-giving";

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

/** An admin's PATCH of the gift. */
async function adminChange(app: FastifyInstance, id: string) {
  const headers = asBrowser(app, (await adminAndMember(app)).admin);
  return (payload: object) =>
    app.inject({ method: "PATCH", url: `/api/admin/monthly-donors/${id}`, headers, payload });
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

  it("the donor's stop link cancels the subscription at Mollie", async () => {
    const { app, fake } = await mollieApp(engine);
    const db = app.services.database.db;
    const { subscription } = await signedUp(app, fake, { paid: true });
    expect(subscription!.status).toBe("active");

    const [mail] = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "monthly-donor-confirmation"));
    expect(mail!.text).toContain("De eerste maand betaalt u met iDEAL");
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/maandelijkse-gift\?\S+/)![0]);
    const stop = await app.inject({
      method: "POST",
      url: `/api/monthly-gifts/${link.searchParams.get("m")}`,
      payload: { token: link.searchParams.get("t"), action: "stop" },
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

  it("a paused gift whose first month is paid later gets no subscription until it is resumed", async () => {
    const { app, fake } = await mollieApp(engine);
    const { donor, first } = await signedUp(app, fake, { paid: false });
    const change = await adminChange(app, donor.id);
    // Not paid yet: pausing asks nothing of Mollie; the paid webhook then makes nothing.
    await change({ action: "pause" });
    fake.setStatus(first.id, "paid");
    await app.inject(webhook(first.id));
    expect(fake.subscriptions.size).toBe(0);
    await change({ action: "resume" });
    expect(fake.subscriptions.size).toBe(1);
  });
});
