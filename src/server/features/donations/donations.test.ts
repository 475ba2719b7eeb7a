import { describe, expect, it } from "vitest";
import { donations } from "../../db/schema";
import { pdfText } from "../../documents/pdf-text";
import { renderReceiptPdf } from "../../documents/receipt";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { donationRow, emergency, oneOff, receipts, startDonation } from "./test-helpers";

// Many requests from one test: the per-IP limit has its own test.
const many = { RATE_LIMIT_PER_MINUTE: "1000" };

describe.each(engines)("POST /api/donations on %s", (engine) => {
  it("stores a pending donation in cents before answering with the demo checkout", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const { donationId, redirectUrl } = await startDonation(app, {
      ...oneOff,
      amount: "12,50",
      destination: "gezondheid",
    });
    expect(redirectUrl).toBe(`/demo-betaling?donation=${donationId}`);
    expect(await donationRow(app, donationId)).toMatchObject({
      kind: "one-off",
      status: "pending",
      provider: "demo",
      amountCents: 1250,
      // 'gezondheid' and 'gezondheidszorg' are one destination.
      destination: "gezondheidszorg",
      purpose: "Gezondheidszorg",
      name: "Yusuf Bakker",
      email: "yusuf@example.nl",
      country: "Nederland",
      message: "Voor de kinderen",
      confirmationSentAt: null,
    });
    expect(await receipts(app)).toHaveLength(0);
  });

  it("derives each form's purpose (the payment description) from what it sends", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const cases: [object, Record<string, unknown>][] = [
      [{ ...oneOff, destination: "winterhulp" }, { purpose: "Winterhulp Gaza" }],
      [emergency, { purpose: "Noodhulp - Sterkte", destination: "noodhulp", name: "Amina Yilmaz" }],
      [{ ...emergency, message: "" }, { purpose: "Noodhulp" }],
      [{ ...emergency, kind: "sadaqa", amount: 10 }, { purpose: "Djumu'a Sadaqa - Sterkte" }],
      [
        { kind: "sadaqah1", email: "s@example.nl", amount: "5", message: "Voor Gaza" },
        { purpose: "Sadaqah1 Voor Gaza", name: "s@example.nl", amountCents: 500 },
      ],
      [
        {
          kind: "zakat",
          donorType: "company",
          firstName: "<b>Omar",
          lastName: "Haidari",
          email: "omar@example.nl",
          companyName: "Haidari BV",
          kvkNumber: "87654321",
          amount: "123.45",
          purpose: "Zakaat - €123.45",
        },
        {
          purpose: "Zakaat - € 123,45",
          destination: "ZAKAAT",
          donorType: "company",
          firstName: "bOmar",
          companyName: "Haidari BV",
          kvkNumber: "87654321",
          phone: null,
          amountCents: 12345,
        },
      ],
    ];
    for (const [payload, expected] of cases) {
      const { donationId } = await startDonation(app, payload);
      expect(await donationRow(app, donationId)).toMatchObject(expected);
    }
  });

  it("keeps no company fields of a private person's zakat payment, nor names them on the receipt", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    // 'Bedrijf' was chosen and filled in, then 'Particulier': the form still holds them.
    const { donationId } = await startDonation(app, {
      kind: "zakat",
      donorType: "individual",
      firstName: "Omar",
      lastName: "Haidari",
      email: "omar@example.nl",
      companyName: "Haidari BV",
      kvkNumber: "87654321",
      btwNumber: "NL001234567B01",
      contactPerson: "Sara Haidari",
      amount: "123.45",
    });
    const row = await donationRow(app, donationId);
    expect(row).toMatchObject({
      donorType: "individual",
      name: "Omar Haidari",
      companyName: null,
      kvkNumber: null,
      btwNumber: null,
      contactPerson: null,
    });
    const receipt = await pdfText(await renderReceiptPdf(row!));
    expect(receipt).toContain("Omar Haidari");
    expect(receipt).not.toContain("Haidari BV");
  });

  it("answers 400 'Validatiefout' with the first message and stores nothing", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const cases: [object, string][] = [
      [{ ...oneOff, email: "yusuf@" }, "Ongeldig emailadres"],
      [{ ...oneOff, destination: "" }, "Selecteer een bestemming"],
      [{ ...oneOff, destination: "vakantie" }, "Selecteer een bestemming"],
      [{ ...oneOff, amount: "" }, "Selecteer een bedrag"],
      [{ ...oneOff, amount: 0.99 }, "Ongeldig bedrag"],
      [{ ...oneOff, amount: "10,001" }, "Ongeldig bedrag"],
      [{ ...oneOff, amount: "1e3" }, "Ongeldig bedrag"],
      [{ ...oneOff, message: "x".repeat(501) }, "Bericht moet minder dan 500 karakters zijn"],
      [{ ...oneOff, name: "x".repeat(101) }, "Naam mag maximaal 100 karakters lang zijn"],
      [{ ...oneOff, phone: "1".repeat(21) }, "Telefoonnummer mag maximaal 20 karakters lang zijn"],
      [{ ...emergency, firstName: " " }, "Voornaam vereist"],
      [{ ...emergency, lastName: "" }, "Achternaam vereist"],
      [{ ...emergency, email: "" }, "Email vereist"],
      [{ ...emergency, email: "amina.example.nl" }, "Ongeldig e-mailadres"],
      [{ ...emergency, amount: "abc" }, "Ongeldig bedrag"],
      [{ ...emergency, kind: "sadaqa", amount: "0" }, "Vul een geldig donatiebedrag in."],
      [{ kind: "sadaqah1", email: "geen", amount: 5 }, "Ongeldig e-mailadres"],
      [
        {
          kind: "zakat",
          donorType: "company",
          firstName: "A",
          lastName: "B",
          email: "a@b.nl",
          amount: "10.00",
        },
        "Voer de bedrijfsnaam in voor bedrijfsdonaties.",
      ],
      [{ kind: "zakat", amount: "10.00" }, "Voer uw voornaam in."],
      [{ kind: "lening", amount: 10 }, "Ongeldig donatietype"],
      [{}, "Ongeldig donatietype"],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/donations", payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 90)).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    expect(await app.services.database.db.$count(donations)).toBe(0);
  });

  it("treats a filled honeypot as a started donation and stores nothing", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const res = await app.inject({
      method: "POST",
      url: "/api/donations",
      payload: { ...oneOff, website: "spam" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ redirectUrl: "/donation-cancelled" });
    expect(await app.services.database.db.$count(donations)).toBe(0);
  });

  it("limits every public donation POST per IP with a Dutch 429", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1" } });
    for (const url of [
      "/api/donations",
      "/api/donations/confirmation",
      "/api/donations/cancelled",
      "/api/payments/demo/webhook",
    ]) {
      await app.inject({ method: "POST", url, payload: {} });
      const res = await app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(429);
      expect(res.json().error).toBe("Te veel verzoeken");
    }
  });
});
