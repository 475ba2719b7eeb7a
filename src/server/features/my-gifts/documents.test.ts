import { describe, expect, it } from "vitest";
import { pdfText } from "../../documents/pdf-text";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { paidGift, signedInDonor } from "./test-helpers";

const DONOR = "yusuf@example.nl";

describe.each(engines)("Mijn giften documents on %s", (engine) => {
  it("gives the donor's own receipts and statements as PDF; another's gift is not found", async () => {
    const { app } = await buildTestApp({ engine });
    const mine = await paidGift(app, DONOR, { amountCents: 4250 });
    const pending = await paidGift(app, DONOR, { status: "pending" });
    const theirs = await paidGift(app, "other@example.nl", { amountCents: 9900 });
    const cookie = await signedInDonor(app, DONOR);
    const get = (url: string, headers: Record<string, string> = { cookie }) =>
      app.inject({ method: "GET", url, headers });

    const receipt = await get(`/api/mijn-giften/gifts/${mine}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.headers["content-disposition"]).toBe(
      `attachment; filename="kwitantie-${mine.slice(0, 8)}.pdf"`,
    );
    expect(receipt.headers["cache-control"]).toBe("no-store");
    const receiptText = await pdfText(receipt.rawPayload);
    expect(receiptText).toContain("Kwitantie");
    expect(receiptText).toMatch(/€\s?42,50/);

    for (const id of [theirs, pending]) {
      const refused = await get(`/api/mijn-giften/gifts/${id}/receipt`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: "Niet gevonden",
        message: "Deze gift is niet gevonden.",
      });
    }
    expect((await get(`/api/mijn-giften/gifts/${mine}/receipt`, {})).statusCode).toBe(401);
    expect((await get("/api/mijn-giften/gifts/geen-id/receipt")).statusCode).toBe(400);

    const statement = await get("/api/mijn-giften/statements/2025");
    expect(statement.statusCode).toBe(200);
    expect(statement.headers["content-disposition"]).toBe(
      'attachment; filename="jaaroverzicht-giften-2025.pdf"',
    );
    const statementText = await pdfText(statement.rawPayload);
    expect(statementText).toContain("Jaaroverzicht giften 2025");
    expect(statementText).toMatch(/€\s?42,50/);
    expect(statementText).not.toMatch(/99,00/);
    const empty = await get("/api/mijn-giften/statements/2019");
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe("Er zijn geen giften in 2019.");
  });
});
