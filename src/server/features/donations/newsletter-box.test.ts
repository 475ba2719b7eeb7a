import { consentText } from "@shared/newsletter-consent";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailSubscribers, newsletterSignups, outboundEmails } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { emergency, oneOff, startDonation } from "./test-helpers";

const many = { RATE_LIMIT_PER_MINUTE: "1000" };

const zakat = {
  kind: "zakat",
  donorType: "individual",
  firstName: "Omar",
  lastName: "Haidari",
  email: "omar@example.nl",
  amount: "123,45",
};

describe.each(engines)("the donation forms' 'Houd mij op de hoogte' box on %s", (engine) => {
  it("ticked: a confirmation e-mail and a sign-up with the form as source; unticked: none", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const db = app.services.database.db;
    await startDonation(app, { ...oneOff, email: "niet@example.nl" });
    await startDonation(app, { ...oneOff, email: "nee@example.nl", newsletter: false });
    await startDonation(app, { ...oneOff, email: "ja@example.nl", newsletter: true });
    await startDonation(app, { ...emergency, email: "nood@example.nl", newsletter: true });
    await startDonation(app, {
      ...emergency,
      kind: "sadaqa",
      email: "vrijdag@example.nl",
      newsletter: true,
    });
    await startDonation(app, { ...zakat, newsletter: true });

    const mails = await db
      .select({ to: outboundEmails.toAddress })
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "newsletter-confirmation"));
    expect(mails.map((m) => m.to).sort()).toEqual([
      "ja@example.nl",
      "nood@example.nl",
      "omar@example.nl",
      "vrijdag@example.nl",
    ]);
    const signups = await db
      .select({ email: newsletterSignups.email, source: newsletterSignups.source })
      .from(newsletterSignups)
      .orderBy(newsletterSignups.email);
    expect(signups).toEqual([
      { email: "ja@example.nl", source: "doneren" },
      { email: "nood@example.nl", source: "noodhulp" },
      { email: "omar@example.nl", source: "zakaat" },
      { email: "vrijdag@example.nl", source: "djumua-sadaqa" },
    ]);
    const [row] = await db
      .select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.email, "ja@example.nl"));
    expect(row!.consentText).toBe(consentText("doneren"));
    // Nobody is a subscriber before opening the link.
    expect(await db.$count(emailSubscribers)).toBe(0);
  });

  it("refuses a box value that is not true or false", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const res = await app.inject({
      method: "POST",
      url: "/api/donations",
      payload: { ...oneOff, newsletter: "ja" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Validatiefout",
      message: "Ongeldige keuze voor de nieuwsbrief",
    });
    expect(await app.services.database.db.$count(newsletterSignups)).toBe(0);
  });
});
