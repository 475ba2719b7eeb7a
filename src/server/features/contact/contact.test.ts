import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, outboundEmails } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";

const valid = {
  name: "Fatima el Amrani",
  email: "fatima@example.nl",
  phone: "+31 (0)6-12345678",
  message: "Ik wil graag meer weten over de waterputten.",
};

describe.each(engines)("POST /api/contact on %s", (engine) => {
  it("stores the message, then e-mails the foundation with the sender as reply-to", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(res.statusCode).toBe(201);
    const db = app.services.database.db;
    const rows = await db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, phone: valid.phone });
    const mails = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "contact-message"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: app.services.config.FOUNDATION_EMAIL,
      replyTo: valid.email,
    });
    expect(mails[0]!.text).toContain(valid.message);
    expect(mails[0]!.text).toContain(valid.phone);
  });

  it("answers 400 'Validatiefout' with the first rule's message and stores nothing", async () => {
    const { app } = await buildTestApp({ engine });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: " A " }, "Naam moet minimaal 2 karakters lang zijn"],
      [{ ...valid, name: "a".repeat(101) }, "Naam mag maximaal 100 karakters lang zijn"],
      [
        { ...valid, name: "R2-D2" },
        "Naam mag alleen letters, spaties, koppeltekens en apostroffen bevatten",
      ],
      [{ ...valid, email: "geen-adres" }, "Ongeldig e-mailadres"],
      [{ ...valid, phone: "06 12ab" }, "Ongeldig telefoonnummer format"],
      [{ ...valid, message: "Te kort" }, "Bericht moet minimaal 10 karakters lang zijn"],
      [{ ...valid, message: "x".repeat(2001) }, "Bericht mag maximaal 2000 karakters lang zijn"],
      [{ ...valid, message: "tien tekens\u0000" }, "Ongeldige tekens in de invoer"],
      [{ ...valid, message: "tien tekens\u001b[31m" }, "Ongeldige tekens in de invoer"],
      [{ ...valid, name: "Jan\u0085Jansen" }, "Ongeldige tekens in de invoer"],
      [{}, "Naam moet minimaal 2 karakters lang zijn"],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/contact", payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    const db = app.services.database.db;
    expect(await db.$count(contactMessages)).toBe(0);
    expect(await db.$count(outboundEmails)).toBe(0);
  });

  it("treats a filled honeypot as success and stores nothing", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, website: "https://spam.example" },
    });
    expect(res.statusCode).toBe(201);
    const db = app.services.database.db;
    expect(await db.$count(contactMessages)).toBe(0);
    expect(await db.$count(outboundEmails)).toBe(0);
  });

  it("answers 429 with a Dutch message after RATE_LIMIT_PER_MINUTE requests", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const send = () => app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: "Te veel verzoeken",
      message: "U heeft te veel verzoeken verstuurd. Probeer het over een minuut opnieuw.",
    });
    expect(await app.services.database.db.$count(contactMessages)).toBe(2);
  });
});

describe("POST /api/contact when the e-mail cannot be stored", () => {
  it("stores neither the message nor half of it", async () => {
    const { app } = await buildTestApp();
    app.services.mailer.send = async () => {
      throw new Error("outbox unavailable");
    };
    const res = await app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(res.statusCode).toBe(500);
    expect(await app.services.database.db.$count(contactMessages)).toBe(0);
  });
});
