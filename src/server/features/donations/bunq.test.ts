import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { confirm, donationRow, receipts, startDonation } from "./test-helpers";

describe("bunq.me payments", () => {
  it("sends the donor to a bunq.me link with amount and description; it stays pending", async () => {
    const { app } = await buildTestApp({
      env: { PAYMENT_PROVIDER: "bunq", BUNQME_HANDLE: "StichtingQamar" },
    });
    const { donationId, redirectUrl } = await startDonation(app);
    expect(redirectUrl).toBe("https://bunq.me/StichtingQamar/25.00/Winterhulp%20Gaza");
    expect(await donationRow(app, donationId)).toMatchObject({
      provider: "bunq",
      status: "pending",
    });
    // No status comes back from bunq.me: no receipt, the page says it is being processed.
    expect((await confirm(app, donationId)).json()).toMatchObject({
      emailSent: false,
      status: "pending",
    });
    expect(await receipts(app)).toHaveLength(0);
    const webhook = await app.inject({
      method: "POST",
      url: "/api/payments/demo/webhook",
      payload: { id: donationId, status: "paid" },
    });
    expect(webhook.statusCode).toBe(404);
  });
});
