import { eq } from "drizzle-orm";
import { formatDateNl } from "@shared/intl";
import { firstCollectionDate } from "@shared/mandate";
import { describe, expect, it } from "vitest";
import { monthlyDonors, outboundEmails } from "../../db/schema";
import { mailedGiftLink, monthlySignUp } from "./test-helpers";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";

const ALREADY_SIGNED_UP =
  "Er loopt al een maandelijkse gift van dit e-mailadres en deze IBAN. Deze aanmelding is daarom niet nog een keer vastgelegd: er wordt niet twee keer per maand afgeschreven. Wilt u uw gift wijzigen, pauzeren of hervatten? Dat doet u via Mijn giften op onze website of met de link in uw bevestigingsmail.";

const valid = {
  firstName: "Ibrahim",
  lastName: "Jansen",
  email: "ibrahim@example.nl",
  phone: "",
  companyName: "",
  iban: "nl91 abna 0417 1643 00",
  amount: "15",
  message: "",
  mandateAccepted: true,
};

describe.each(engines)("POST /api/monthly-donors on %s", (engine) => {
  it("stores the sign-up; mails the foundation ('Niet opgegeven', 'Geen bericht') and the donor", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "POST", url: "/api/monthly-donors", payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ok: true,
      mandateReference: expect.stringMatching(/^QAMAR-\d{4}-\d{6}$/),
    });
    const db = app.services.database.db;
    const [row] = await db.select().from(monthlyDonors);
    expect(row!.mandateReference).toBe(res.json().mandateReference);
    expect(row!.mandateStatus).toBe("active");
    expect(row).toMatchObject({
      firstName: "Ibrahim",
      iban: "NL91ABNA0417164300",
      amountCents: 1500,
      phone: null,
      companyName: null,
      message: null,
    });
    const [toFoundation] = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "monthly-donor-notification"));
    expect(toFoundation).toMatchObject({
      toAddress: app.services.config.FOUNDATION_EMAIL,
      replyTo: valid.email,
    });
    expect(toFoundation!.text).toContain("Telefoon: Niet opgegeven");
    expect(toFoundation!.text).toContain("Bedrijfsnaam: Niet opgegeven");
    expect(toFoundation!.text).toContain("Geen bericht");
    expect(toFoundation!.text).toContain("NL91ABNA0417164300");
    const [toDonor] = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.template, "monthly-donor-confirmation"));
    expect(toDonor).toMatchObject({ toAddress: valid.email });
    // The donor's copy shows the IBAN masked.
    expect(toDonor!.text).toContain("NL91 **** **** **43 00");
    expect(toDonor!.text).not.toContain("0417164300");
    // The mandate and the notice of the first collection.
    expect(toDonor!.text).toContain(`Kenmerk machtiging: ${row!.mandateReference}`);
    expect(toDonor!.text).toContain(`Incassant-ID: ${app.services.config.SEPA_CREDITOR_ID}`);
    expect(toDonor!.text.replace(/\s+/g, " ")).toContain("binnen 8 weken na de afschrijving");
    expect(toDonor!.text.replace(/\s+/g, " ")).toContain(
      `De eerste afschrijving van € 15,00 is op of rond ${formatDateNl(firstCollectionDate(row!.mandateSignedOn))}`,
    );
    expect(toDonor!.text).toMatch(/\/maandelijkse-gift\?m=[0-9a-f-]{36}&t=[\w-]+/);
    expect(toFoundation!.text).toContain(row!.mandateReference);
  });

  it("lets the donor pause, resume and stop the gift with the e-mail's link, and nobody else", async () => {
    const { app } = await buildTestApp({ engine });
    await app.inject({ method: "POST", url: "/api/monthly-donors", payload: valid });
    const db = app.services.database.db;
    const { id, token } = await mailedGiftLink(app);

    const seen = await app.inject({ url: `/api/monthly-gifts/${id}?token=${token}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      firstName: "Ibrahim",
      amountCents: 1500,
      status: "active",
      // The bank collects it: there is no first payment to make.
      firstPaymentDue: false,
    });
    const pay = await app.inject({
      method: "POST",
      url: `/api/monthly-gifts/${id}/first-payment`,
      payload: { token },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe("Voor deze maandelijkse gift staat geen eerste betaling open.");

    const act = (action: string, t = token, giftId = id) =>
      app.inject({
        method: "POST",
        url: `/api/monthly-gifts/${giftId}`,
        payload: { token: t, action },
      });
    // A forged token, or this gift's token on another donor's gift, changes nothing.
    await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: monthlySignUp("Sara"),
    });
    const [sara] = await db
      .select({ id: monthlyDonors.id })
      .from(monthlyDonors)
      .where(eq(monthlyDonors.email, "sara@example.nl"));
    for (const [t, giftId] of [
      [`${token.slice(1)}x`, id],
      [token, sara!.id],
    ] as const) {
      const refused = await act("stop", t, giftId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe("Deze link is ongeldig.");
    }
    const statuses = await db
      .select({ status: monthlyDonors.mandateStatus })
      .from(monthlyDonors)
      .orderBy(monthlyDonors.createdAt);
    expect(statuses).toEqual([{ status: "active" }, { status: "active" }]);

    expect((await act("pause")).json().status).toBe("paused");
    expect((await act("pause")).statusCode).toBe(409);
    expect((await act("resume")).json().status).toBe("active");
    expect((await act("stop")).json().status).toBe("cancelled");
    const again = await act("stop");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Deze maandelijkse gift is al gestopt.");

    // Another gift's token, or none, opens nothing and changes nothing.
    const forged = await app.inject({ url: `/api/monthly-gifts/${id}?token=${token.slice(1)}x` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe("Deze link is ongeldig.");
    expect((await act("resume", "")).statusCode).toBe(400);
    expect((await act("verdwijn")).json().message).toBe("Kies pauzeren, hervatten of stoppen.");
    const [row] = await db.select().from(monthlyDonors).where(eq(monthlyDonors.id, id));
    expect(row!.mandateStatus).toBe("cancelled");
  });

  it("a second sign-up with the same e-mail and IBAN makes no second mandate: 409 naming 'Mijn giften', no mail", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    const post = (payload: object) =>
      app.inject({ method: "POST", url: "/api/monthly-donors", payload });
    expect((await post(valid)).statusCode).toBe(201);
    // The same person again, the address in capitals and another amount.
    const again = await post({ ...valid, email: "Ibrahim@Example.NL", amount: "30" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "Al aangemeld", message: ALREADY_SIGNED_UP });
    expect(await db.$count(monthlyDonors)).toBe(1);
    expect(await db.$count(outboundEmails)).toBe(2);
    // Another account of the same person is another mandate.
    expect((await post({ ...valid, iban: "NL20INGB0001234567" })).statusCode).toBe(201);
    expect(await db.$count(monthlyDonors)).toBe(2);
    // Once the first gift is stopped, the same account can give again.
    const { id, token } = await mailedGiftLink(app);
    await app.inject({
      method: "POST",
      url: `/api/monthly-gifts/${id}`,
      payload: { token, action: "stop" },
    });
    expect((await post(valid)).statusCode).toBe(201);
    expect(await db.$count(monthlyDonors)).toBe(3);
  });

  it("confirms at most three sign-ups an hour to one address; a fourth is stored and told to the foundation only", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    // Each with another account: each is a mandate of its own.
    const accounts = ["NL72INGB0100000001", "NL45INGB0100000002", "NL18INGB0100000003"];
    for (const iban of [valid.iban, ...accounts]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/monthly-donors",
        payload: { ...valid, iban },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await db.$count(monthlyDonors)).toBe(4);
    const count = (template: string) =>
      db.$count(outboundEmails, eq(outboundEmails.template, template));
    expect(await count("monthly-donor-notification")).toBe(4);
    expect(await count("monthly-donor-confirmation")).toBe(3);
  });

  it("two identical sign-ups at the same moment make one mandate and one pair of e-mails", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({ method: "POST", url: "/api/monthly-donors", payload: valid }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await db.$count(monthlyDonors)).toBe(1);
    expect(await db.$count(outboundEmails)).toBe(2);
  });

  it("answers 400 with the first rule's message and stores nothing", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const cases: [object, string][] = [
      [{ ...valid, firstName: "" }, "Voornaam is verplicht"],
      [{ ...valid, firstName: "x".repeat(51) }, "Voornaam mag maximaal 50 karakters lang zijn"],
      [{ ...valid, lastName: " " }, "Achternaam is verplicht"],
      // The name goes into the foundation's e-mail subject: a break would start a header.
      [
        { ...valid, firstName: "Ibrahim\r\nBcc: x@evil.example" },
        "Voornaam mag geen regeleinden bevatten",
      ],
      [{ ...valid, lastName: "El\nAmrani" }, "Achternaam mag geen regeleinden bevatten"],
      [{ ...valid, email: "ibrahim" }, "Ongeldig e-mailadres"],
      [
        { ...valid, companyName: "c".repeat(101) },
        "Bedrijfsnaam mag maximaal 100 karakters lang zijn",
      ],
      [{ ...valid, iban: "" }, "IBAN is verplicht"],
      [{ ...valid, iban: "NL91ABNA0417164301" }, "Ongeldig IBAN formaat"],
      [{ ...valid, iban: "1234ABNA0417164300" }, "Ongeldig IBAN formaat"],
      [
        { ...valid, iban: "TR330006100519786457841326" },
        "Automatische incasso kan alleen van een rekening in een SEPA-land",
      ],
      [{ ...valid, amount: "" }, "Selecteer een bedrag"],
      [{ ...valid, amount: "0,50" }, "Ongeldig bedrag"],
      [{ ...valid, message: "m".repeat(501) }, "Bericht moet minder dan 500 karakters zijn"],
      [{ ...valid, mandateAccepted: false }, "Geef toestemming voor de maandelijkse afschrijving"],
      [
        { ...valid, mandateAccepted: undefined },
        "Geef toestemming voor de maandelijkse afschrijving",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/monthly-donors", payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    expect(await app.services.database.db.$count(monthlyDonors)).toBe(0);
    expect(await app.services.database.db.$count(outboundEmails)).toBe(0);
  });

  it("honeypot: looks like success, stores nothing; over the limit: 429", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const trap = await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: { ...valid, website: "x" },
    });
    expect(trap.statusCode).toBe(201);
    expect(await app.services.database.db.$count(monthlyDonors)).toBe(0);
    await app.inject({ method: "POST", url: "/api/monthly-donors", payload: valid });
    const limited = await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: valid,
    });
    expect(limited.statusCode).toBe(429);
  });
});
