import { donationSchema } from "@shared/schemas/donation";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import type { DonationRow, OnPaid, OnRefunded, PaymentPort } from "./ports";
import { createDonationsService } from "./service";
import { donationRow, oneOff, receipts } from "./test-helpers";

const demoPort: PaymentPort = {
  name: "demo",
  createPayment: async ({ donationId }) => ({
    redirectUrl: `/demo-betaling?donation=${donationId}`,
  }),
};
const log = { warn: () => {}, error: () => {} };

describe.each(engines)("onPaid callbacks on %s", (engine) => {
  it("run exactly once per donation, in the transaction that marks it paid", async () => {
    const { app } = await buildTestApp({ engine });
    const calls: DonationRow[] = [];
    const callback: OnPaid = async (tx, donation) => {
      // Inside the transaction the row already reads as paid.
      const [row] = await tx.query.donations.findMany({
        where: (d, { eq }) => eq(d.id, donation.id),
      });
      expect(row?.status).toBe("paid");
      calls.push(donation);
    };
    const service = createDonationsService(app.services, demoPort, [callback], log);
    const { donationId } = await service.start(donationSchema.parse(oneOff));
    const results = await Promise.all([
      service.applyStatus(donationId, "paid"),
      service.applyStatus(donationId, "paid"),
    ]);
    expect(await service.applyStatus(donationId, "paid")).toBe(false);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(calls.map((d) => d.id)).toEqual([donationId]);
    expect(calls[0]).toMatchObject({ status: "paid", amountCents: 2500 });
    expect(await receipts(app)).toHaveLength(1);
  });

  it("a failing callback rolls the status change back, so the webhook can retry", async () => {
    const { app } = await buildTestApp({ engine });
    const failing: OnPaid = async () => {
      throw new Error("campaign total not updated");
    };
    const service = createDonationsService(app.services, demoPort, [failing], log);
    const { donationId } = await service.start(donationSchema.parse(oneOff));
    await expect(service.applyStatus(donationId, "paid")).rejects.toThrow("campaign total");
    expect(await donationRow(app, donationId)).toMatchObject({
      status: "pending",
      confirmationSentAt: null,
    });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("onRefunded runs once for a paid donation given back; it is never paid again", async () => {
    const { app } = await buildTestApp({ engine });
    const paid: string[] = [];
    const refunded: DonationRow[] = [];
    const onPaid: OnPaid = async (_tx, donation) => void paid.push(donation.id);
    const onRefunded: OnRefunded = async (_tx, donation) => void refunded.push(donation);
    const service = createDonationsService(app.services, demoPort, [onPaid], log, [onRefunded]);
    const { donationId } = await service.start(donationSchema.parse(oneOff));
    await service.applyStatus(donationId, "paid");
    const results = await Promise.all([
      service.applyStatus(donationId, "refunded"),
      service.applyStatus(donationId, "refunded"),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await service.applyStatus(donationId, "refunded")).toBe(false);
    expect(await service.applyStatus(donationId, "paid")).toBe(false);
    expect(await service.applyStatus(donationId, "failed")).toBe(false);
    expect(paid).toEqual([donationId]);
    expect(refunded.map((d) => [d.id, d.status])).toEqual([[donationId, "refunded"]]);
    expect(await donationRow(app, donationId)).toMatchObject({ status: "refunded" });
  });

  it("a failing onRefunded rolls the refund back, so the webhook can retry", async () => {
    const { app } = await buildTestApp({ engine });
    const failing: OnRefunded = async () => {
      throw new Error("campaign total not lowered");
    };
    const service = createDonationsService(app.services, demoPort, [], log, [failing]);
    const { donationId } = await service.start(donationSchema.parse(oneOff));
    await service.applyStatus(donationId, "paid");
    await expect(service.applyStatus(donationId, "refunded")).rejects.toThrow("not lowered");
    expect(await donationRow(app, donationId)).toMatchObject({ status: "paid" });
  });
});
