import { consentText } from "@shared/newsletter-consent";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import {
  emailSubscribers,
  emailSuppressions,
  newsletterSignups,
  outboundEmails,
} from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { applyRetention } from "../privacy/retention";

// Many requests from one test: the per-IP limit is the public forms' own (see contract).
const many = { RATE_LIMIT_PER_MINUTE: "1000" };
const DAY = 24 * 60 * 60 * 1000;

const signUp = (app: FastifyInstance, payload: object) =>
  app.inject({ method: "POST", url: "/api/newsletter/signup", payload });

const confirm = (app: FastifyInstance, payload: object) =>
  app.inject({ method: "POST", url: "/api/newsletter/confirm", payload });

async function confirmationMails(app: FastifyInstance, to?: string) {
  const rows = await app.services.database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, "newsletter-confirmation"));
  return to ? rows.filter((r) => r.toAddress === to) : rows;
}

/** The id and token of the link in the last confirmation e-mail to `to`. */
async function linkTo(app: FastifyInstance, to: string) {
  const mails = await confirmationMails(app, to);
  const match = mails
    .at(-1)
    ?.text.match(/\/nieuwsbrief\/bevestigen\?id=([0-9a-f-]+)&token=([\w-]+)/);
  if (!match) throw new Error(`no confirmation link to ${to}`);
  return { id: match[1]!, token: match[2]! };
}

const subscribers = (app: FastifyInstance) =>
  app.services.database.db.select().from(emailSubscribers);

describe.each(engines)("newsletter sign-up (double opt-in) on %s", (engine) => {
  it("makes a subscriber only once the link is opened, with the consent, and the link works once", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const db = app.services.database.db;
    const before = Date.now();
    const res = await signUp(app, { email: " Sara@Example.nl ", website: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    expect(await subscribers(app)).toHaveLength(0);
    const [signup] = await db.select().from(newsletterSignups);
    expect(signup).toMatchObject({
      email: "Sara@Example.nl",
      source: "footer",
      consentText: consentText("footer"),
    });
    expect(signup!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(signup!.expiresAt.getTime() - signup!.createdAt.getTime()).toBe(7 * DAY);
    const [mail] = await confirmationMails(app);
    expect(mail).toMatchObject({ toAddress: "Sara@Example.nl" });
    expect(mail!.subject).toContain("Bevestig uw aanmelding");

    const link = await linkTo(app, "Sara@Example.nl");
    const ok = await confirm(app, link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: "confirmed" });
    const [subscriber] = await subscribers(app);
    expect(subscriber).toMatchObject({
      email: "Sara@Example.nl",
      source: "signup",
      subscribed: true,
      consentSource: "footer",
      consentText: consentText("footer"),
      consentAt: signup!.createdAt,
    });
    expect(subscriber!.consentConfirmedAt!.getTime()).toBeGreaterThanOrEqual(
      signup!.createdAt.getTime(),
    );

    // Single use: the second time the link is refused, with how to sign up again.
    const again = await confirm(app, link);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: "Link verlopen of al gebruikt" });
    expect(again.json().message).toContain("meld u opnieuw aan");
    expect(await subscribers(app)).toHaveLength(1);
  });

  it("refuses a link after 7 days, and the daily retention job removes the sign-up", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const db = app.services.database.db;
    await signUp(app, { email: "oud@example.nl" });
    await signUp(app, { email: "bijna@example.nl" });
    // Signed up 7 days and a minute ago (expired), and 6 days 23 hours ago (not yet).
    await db.execute(sql`update newsletter_signups
      set created_at = now() - interval '7 days 1 minute', expires_at = now() - interval '1 minute'
      where email = 'oud@example.nl'`);
    await db.execute(sql`update newsletter_signups
      set created_at = now() - interval '6 days 23 hours', expires_at = now() + interval '1 hour'
      where email = 'bijna@example.nl'`);

    const expired = await confirm(app, await linkTo(app, "oud@example.nl"));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toBe("Link verlopen of al gebruikt");
    expect(await subscribers(app)).toHaveLength(0);

    expect((await applyRetention(db)).newsletter_signups).toBe(1);
    const left = await db.select({ email: newsletterSignups.email }).from(newsletterSignups);
    expect(left).toEqual([{ email: "bijna@example.nl" }]);
    expect((await confirm(app, await linkTo(app, "bijna@example.nl"))).statusCode).toBe(200);
    expect((await subscribers(app)).map((s) => s.email)).toEqual(["bijna@example.nl"]);
  });

  it("refuses a tampered link and subscribes no one", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    await signUp(app, { email: "echt@example.nl" });
    await signUp(app, { email: "ander@example.nl" });
    const { id, token } = await linkTo(app, "echt@example.nl");
    const other = await linkTo(app, "ander@example.nl");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const payload of [
      { id, token: flipped },
      { id, token: other.token },
      { id: other.id, token },
      { id: "niet-een-id", token },
      { id, token: `${token}x` },
    ]) {
      const res = await confirm(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        error: "Ongeldige link",
        message: expect.stringContaining("meld u opnieuw aan"),
      });
    }
    const missing = await confirm(app, { id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: "Validatiefout",
      message: "Ongeldige bevestigingslink",
    });
    expect(await subscribers(app)).toHaveLength(0);
    expect((await confirm(app, { id, token })).statusCode).toBe(200);
  });

  it("answers the same for an unknown, a subscribed, an unsubscribed and a suppressed address", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const db = app.services.database.db;
    await db.insert(emailSubscribers).values([
      { email: "lid@example.nl", source: "import" },
      { email: "weg@example.nl", source: "manual", subscribed: false },
      { email: "stuk@example.nl", source: "import" },
    ]);
    await db
      .insert(emailSuppressions)
      .values({ email: "STUK@example.nl", reason: "550 5.1.1 User unknown" });
    const answers = [];
    for (const email of [
      "nieuw@example.nl",
      "lid@example.nl",
      "weg@example.nl",
      "stuk@example.nl",
    ]) {
      const res = await signUp(app, { email });
      answers.push({ status: res.statusCode, body: res.body, type: res.headers["content-type"] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 201, body: '{"ok":true}' });

    // A suppressed address gets no mail and nothing is stored; the others get a link.
    const mailed = (await confirmationMails(app)).map((m) => m.toAddress).sort();
    expect(mailed).toEqual(["lid@example.nl", "nieuw@example.nl", "weg@example.nl"]);
    // Confirming resubscribes who unsubscribed (asked twice) and adds the consent.
    await confirm(app, await linkTo(app, "weg@example.nl"));
    await confirm(app, await linkTo(app, "lid@example.nl"));
    const rows = await db.select().from(emailSubscribers).orderBy(emailSubscribers.email);
    expect(rows.map((r) => [r.email, r.source, r.subscribed, r.consentSource])).toEqual([
      ["lid@example.nl", "import", true, "footer"],
      ["stuk@example.nl", "import", true, null],
      ["weg@example.nl", "manual", true, "footer"],
    ]);
  });

  it("sends one e-mail when an address signs up twice within minutes", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    await signUp(app, { email: "dubbel@example.nl" });
    const second = await signUp(app, { email: "DUBBEL@example.nl" });
    expect(second.statusCode).toBe(201);
    expect(await confirmationMails(app)).toHaveLength(1);
  });

  it("sends one e-mail when an address signs up many times at once (one lock per address)", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signUp(app, { email: i % 2 ? "tegelijk@example.nl" : "TEGELIJK@example.nl" }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(await confirmationMails(app)).toHaveLength(1);
    const rows = await app.services.database.db.select().from(newsletterSignups);
    expect(rows).toHaveLength(1);
  });

  it("refuses bad input with a Dutch 400 and treats a filled honeypot as success", async () => {
    const { app } = await buildTestApp({ engine, env: many });
    const cases: [object, string][] = [
      [{}, "E-mailadres is verplicht"],
      [{ email: "" }, "E-mailadres is verplicht"],
      [{ email: "geen-adres" }, "Ongeldig e-mailadres"],
      [{ email: `${"a".repeat(250)}@example.nl` }, "Ongeldig e-mailadres"],
      [{ email: "nul\u0000@example.nl" }, "Ongeldige tekens in de invoer"],
    ];
    for (const [payload, message] of cases) {
      const res = await signUp(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    const bot = await signUp(app, { email: "bot@example.nl", website: "https://spam.example" });
    expect(bot.statusCode).toBe(201);
    const db = app.services.database.db;
    expect(await db.$count(newsletterSignups)).toBe(0);
    expect(await db.$count(outboundEmails)).toBe(0);
  });

  it("limits sign-ups per IP like the other public forms", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await signUp(app, { email: `p${i}@example.nl` })).statusCode);
    expect(codes).toEqual([201, 201, 429]);
  });
});
