import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { confirm, donationRow, emergency, receipts, startDonation } from "./test-helpers";

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

  it("cuts a long description before its 140th character without splitting an emoji", async () => {
    const { app } = await buildTestApp({
      env: { PAYMENT_PROVIDER: "bunq", BUNQME_HANDLE: "StichtingQamar" },
    });
    // "Noodhulp - " is 11 characters: the emoji's first half would be character 139.
    const message = `${"a".repeat(139 - 11 - 1)}😀 sterkte`;
    const res = await app.inject({
      method: "POST",
      url: "/api/donations",
      payload: { ...emergency, message },
    });
    expect(res.statusCode).toBe(201);
    const description = decodeURIComponent(res.json().redirectUrl.split("/").at(-1));
    expect(description).toBe(`Noodhulp - ${"a".repeat(127)}…`);
  });
});
