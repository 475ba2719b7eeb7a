import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { confirm, donationRow, receipts, startDonation } from "./test-helpers";

const demo = (payload: object) => ({
  method: "POST" as const,
  url: "/api/payments/demo/webhook",
  payload,
});

// Many requests from one test: the per-IP limit has its own test.
const many = { RATE_LIMIT_PER_MINUTE: "1000" };

describe.each(engines)("demo payments and the receipt on %s", (engine) => {
  it("'Betalen' marks the donation paid and the receipt goes out exactly once", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const { donationId } = await startDonation(app);
    const view = await app.inject({ method: "GET", url: `/api/payments/demo/${donationId}` });
    expect(view.json()).toEqual({
      amountCents: 2500,
      purpose: "Winterhulp Gaza",
      status: "pending",
    });

    const paid = await app.inject(demo({ id: donationId, status: "paid" }));
    expect(paid.json()).toEqual({ status: "paid" });
    const row = await donationRow(app, donationId);
    expect(row).toMatchObject({ status: "paid" });
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(row?.confirmationSentAt).toBeInstanceOf(Date);

    // The success page asks twice (a reload), the webhook comes again: still one receipt.
    for (let i = 0; i < 2; i++) {
      const res = await confirm(app, donationId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        emailSent: true,
        status: "paid",
        kind: "one-off",
        amountCents: 2500,
      });
    }
    await app.inject(demo({ id: donationId, status: "paid" }));
    const sent = await receipts(app);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: "yusuf@example.nl" });
    expect(sent[0]!.text).toMatch(/€\s25,00/);
    expect(sent[0]!.text).toContain("Winterhulp Gaza");
    expect(sent[0]!.text).toContain("ANBI");
  });

  it("sends one receipt when page and webhook ask at the same time", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const { donationId } = await startDonation(app);
    await Promise.all([
      app.inject(demo({ id: donationId, status: "paid" })),
      confirm(app, donationId),
      confirm(app, donationId),
      app.inject(demo({ id: donationId, status: "paid" })),
    ]);
    expect(await receipts(app)).toHaveLength(1);
  });

  it("says a donation is not yet paid and sends no receipt for it", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const { donationId } = await startDonation(app);
    const res = await confirm(app, donationId);
    expect(res.json()).toMatchObject({ emailSent: false, status: "pending" });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("uses the zakaat wording in a zakat receipt", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const { donationId } = await startDonation(app, {
      kind: "zakat",
      donorType: "individual",
      firstName: "Omar",
      lastName: "Haidari",
      email: "omar@example.nl",
      amount: "250.00",
    });
    await app.inject(demo({ id: donationId, status: "paid" }));
    const [receipt] = await receipts(app);
    expect(receipt?.subject).toBe("Uw zakaatbewijs van Stichting Qamar");
    expect(receipt?.html).toContain("Barakallahu feeki");
    expect(receipt?.text).toContain("Zakaat - € 250,00");
  });

  it("answers 404 for an unknown or malformed session id", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    for (const sessionId of ["00000000-0000-4000-8000-000000000000", "geen-id", ""]) {
      const res = await confirm(app, sessionId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Niet gevonden", message: "Donatie niet gevonden" });
    }
  });

  it("'Annuleren' and the cancelled page mark it cancelled; it cannot be paid after", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const first = await startDonation(app);
    const cancelled = await app.inject(demo({ id: first.donationId, status: "cancelled" }));
    expect(cancelled.json()).toEqual({ status: "cancelled" });
    expect((await app.inject(demo({ id: first.donationId, status: "paid" }))).json()).toEqual({
      status: "cancelled",
    });

    const second = await startDonation(app);
    const back = await app.inject({
      method: "POST",
      url: "/api/donations/cancelled",
      payload: { sessionId: second.donationId },
    });
    expect(back.json()).toEqual({ status: "cancelled" });
    expect(await donationRow(app, second.donationId)).toMatchObject({ status: "cancelled" });
    expect(await receipts(app)).toHaveLength(0);
  });
});
