import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboundEmails, volunteerApplications } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";

const valid = {
  name: "Sara de Vries",
  email: "sara@example.nl",
  phone: "",
  organization: "Moskee Al-Nour",
  motivation: "Ik wil helpen met inzamelingen.",
  experience: "",
  network: "Lokale ondernemers",
};

describe.each(engines)("POST /api/volunteers on %s", (engine) => {
  it("stores the application and e-mails it to the foundation", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "POST", url: "/api/volunteers", payload: valid });
    expect(res.statusCode).toBe(201);
    const db = app.services.database.db;
    const [row] = await db.select().from(volunteerApplications);
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: null,
      organization: valid.organization,
      motivation: valid.motivation,
      experience: null,
      network: valid.network,
    });
    const mails = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "volunteer-application"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: app.services.config.FOUNDATION_EMAIL,
      replyTo: valid.email,
    });
    expect(mails[0]!.text).toContain(valid.motivation);
  });

  it("answers 400 with each missing field's own message and stores nothing", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const cases: [object, string][] = [
      [{ ...valid, name: "  " }, "Vul uw naam in."],
      [{ ...valid, email: "" }, "Vul uw e-mailadres in."],
      [{ ...valid, motivation: "" }, "Vul uw motivatie in."],
      [{ ...valid, email: "sara" }, "Ongeldig e-mailadres"],
      [
        { ...valid, motivation: "m".repeat(2001) },
        "Motivatie mag maximaal 2000 karakters lang zijn",
      ],
      [{ ...valid, phone: "bel me" }, "Ongeldig telefoonnummer format"],
      // The name goes into the foundation's e-mail subject: a break would start a header.
      [{ ...valid, name: "Sara\r\nBcc: x@evil.example" }, "Naam mag geen regeleinden bevatten"],
      [{ ...valid, organization: "Moskee\nAl-Nour" }, "Organisatie mag geen regeleinden bevatten"],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/volunteers", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    expect(await app.services.database.db.$count(volunteerApplications)).toBe(0);
    expect(await app.services.database.db.$count(outboundEmails)).toBe(0);
  });

  it("honeypot: looks like success, stores nothing; over the limit: 429", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const trap = await app.inject({
      method: "POST",
      url: "/api/volunteers",
      payload: { ...valid, website: "x" },
    });
    expect(trap.statusCode).toBe(201);
    expect(await app.services.database.db.$count(volunteerApplications)).toBe(0);
    await app.inject({ method: "POST", url: "/api/volunteers", payload: valid });
    const limited = await app.inject({ method: "POST", url: "/api/volunteers", payload: valid });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe("Te veel verzoeken");
  });
});
