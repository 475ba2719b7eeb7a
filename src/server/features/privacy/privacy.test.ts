import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import {
  contactMessages,
  donations,
  emailSubscribers,
  monthlyDonors,
  newsletters,
  outboundEmails,
  periodicGifts,
  privacyErasures,
  sepaBatches,
  sessions,
  users,
} from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { asBrowser, signUp } from "../../test/auth";
import { mailedLink, requestLink } from "../my-gifts/test-helpers";
import { NO_LONGER_ADMIN } from "./service";
import { seedPerson } from "./test-fixtures";

/** Two sign-ups (scrypt) and two people in every table: room for a busy machine. */
const slow = { timeout: 120_000 };
const PERSON = "sara@example.nl";
const OTHER = "omar@example.nl";

async function setUp(engine: (typeof engines)[number]) {
  const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
  const { db } = app.services.database;
  const { cookie: admin } = await signUp(app, "beheerder@example.org", { ip: "10.0.0.1" });
  const ids = await seedPerson(db, PERSON, "Sara");
  await seedPerson(db, OTHER, "Omar");
  return { app, db, admin, ids };
}

type Table = { table: string; records: Record<string, unknown>[] };
type Db = Awaited<ReturnType<typeof setUp>>["db"];

/** The admin's export of every record of an address. */
const exportOf = (app: FastifyInstance, admin: string, email: string) =>
  app.inject({
    url: `/api/admin/privacy/export?email=${encodeURIComponent(email)}`,
    headers: { cookie: admin },
  });

/** The admin's request to erase an address. */
const erase = (app: FastifyInstance, admin: string, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/admin/privacy/erase",
    headers: asBrowser(app, admin),
    payload: { email },
  });

/** An erasure refused for a gift that still runs: nothing erased, nothing logged. */
async function expectRefused(app: FastifyInstance, db: Db, admin: string, running: string) {
  const res = await erase(app, admin, PERSON);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: "Kan niet wissen",
    message: expect.stringContaining(running),
  });
  expect(await db.select().from(contactMessages)).toHaveLength(2);
  expect(await db.select().from(privacyErasures)).toHaveLength(0);
}

const countsOf = (tables: Table[]) =>
  Object.fromEntries(
    tables.filter((t) => t.records.length > 0).map((t) => [t.table, t.records.length]),
  );

describe.each(engines)("privacy requests on %s", (engine) => {
  it(
    "exports every record of the address, whatever its case, and none of another",
    slow,
    async () => {
      const { app, db, admin } = await setUp(engine);
      // A list that merely contains the address inside a longer one was not sent to her.
      await db.insert(newsletters).values({
        title: "Niet aan Sara",
        subject: "Nieuws",
        customEmail: `x${PERSON}\nbuurvrouw@example.nl`,
      });
      // E-mails whose links carry a secret: a sign-in link, a gift's link, an unsubscribe link.
      await db.insert(outboundEmails).values({
        template: "donor-sign-in",
        toAddress: PERSON,
        fromAddress: "info@example.org",
        subject: "Uw link voor Mijn giften",
        html: "<p>Link</p>",
        createdAt: new Date(Date.now() - 3_600_000), // an hour ago: the next one is mailed too
        text: [
          "Open https://qamar.example/mijn-giften?email=sara%40example.nl&token=geheim-een",
          "Beheer: https://qamar.example/maandelijkse-gift?m=1234&t=geheim-twee.",
          "Afmelden (https://qamar.example/api/unsubscribe?token=geheim-drie&email=sara%40example.nl)",
        ].join("\n"),
      });
      // And a real one, mailed by 'Mijn giften'.
      expect((await requestLink(app, PERSON)).statusCode).toBe(200);
      const { token } = await mailedLink(app, PERSON);
      const res = await exportOf(app, admin, "Sara@Example.nl");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(/attachment; filename="persoonsgegevens-/);
      const body = res.json() as { email: string; tables: Table[] };
      expect(countsOf(body.tables)).toEqual({
        donations: 1,
        monthly_donors: 2,
        sepa_batches: 1,
        contact_messages: 1,
        volunteer_applications: 1,
        email_subscribers: 1,
        newsletter_deliveries: 1,
        newsletters: 1,
        email_suppressions: 1,
        outbound_emails: 3,
        periodic_gifts: 2,
        statement_sends: 1,
        newsletter_signups: 1,
        donor_sign_in_links: 2,
        donor_sessions: 1,
      });
      const text = JSON.stringify(body);
      // Her newsletter's list held a friend's address too: the export names hers only.
      expect(body.tables.find((t) => t.table === "newsletters")!.records).toEqual([
        expect.objectContaining({ title: "Nieuws voor Sara", customEmail: PERSON }),
      ]);
      expect(text).not.toContain("vriend@example.nl");
      expect(text).not.toContain("buurvrouw@example.nl");
      // Links keep where they lead, not the secret that opens them.
      expect(text).not.toContain("geheim");
      expect(text).not.toContain(token);
      expect(text).toContain("/mijn-giften?email=sara%40example.nl&token=[verwijderd]");
      expect(text).toContain("/maandelijkse-gift?m=1234&t=[verwijderd].");
      // The sign-in link's and session's secrets (their hashes) stay out of the export.
      expect(text).not.toContain("link-Sara");
      expect(text).not.toContain("sessie-Sara");
      const agreement = body.tables.find((t) => t.table === "periodic_gifts")!.records[0]!;
      expect(agreement).toMatchObject({ firstName: "Sara", birthDate: "1980-04-02" });
      expect(text).not.toContain("omar");
      expect(text).not.toContain("Omar");
      const donation = body.tables.find((t) => t.table === "donations")!.records[0]!;
      expect(donation).toMatchObject({ name: "Sara", phone: "0612345678", amountCents: 2500 });
      // The bank's file holds other donors: the export gives the person's own collection.
      expect(text).not.toContain("<Document>");
    },
  );

  it("names the export file after the Dutch day, not the UTC one", slow, async () => {
    const { app, admin } = await setUp(engine);
    // 23:30 UTC on 31 January is already 1 February in Amsterdam.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-31T23:30:00Z") });
    try {
      const res = await exportOf(app, admin, PERSON);
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="persoonsgegevens-2026-02-01.json"',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it(
    "lists the records of an admin account without secrets, and refuses a bad address",
    slow,
    async () => {
      const { app, admin } = await setUp(engine);
      await signUp(app, "lid@example.org", { ip: "10.0.0.2" });
      const res = await app.inject({
        url: "/api/admin/privacy?email=lid@example.org",
        headers: { cookie: admin },
      });
      const overview = res.json() as { tables: (Table & { label: string })[] };
      expect(countsOf(overview.tables)).toEqual({ users: 1, sessions: 1 });
      expect(JSON.stringify(overview)).not.toMatch(/token|password/i);
      const bad = await app.inject({
        url: "/api/admin/privacy?email=geen-adres",
        headers: { cookie: admin },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: "Validatiefout", message: "Ongeldig e-mailadres" });
      const anonymous = await app.inject({ url: `/api/admin/privacy?email=${PERSON}` });
      expect(anonymous.statusCode).toBe(401);
    },
  );

  it(
    "erases: donations keep amounts and dates without the person, the rest goes, one log line",
    slow,
    async () => {
      const { app, db, admin, ids } = await setUp(engine);
      const res = await erase(app, admin, PERSON);
      expect(res.statusCode).toBe(200);
      const expected = {
        donations: { deleted: 0, anonymised: 1 },
        monthly_donors: { deleted: 1, anonymised: 1 },
        contact_messages: { deleted: 1, anonymised: 0 },
        volunteer_applications: { deleted: 1, anonymised: 0 },
        email_subscribers: { deleted: 1, anonymised: 0 },
        newsletter_deliveries: { deleted: 1, anonymised: 0 },
        newsletters: { deleted: 0, anonymised: 1 },
        email_suppressions: { deleted: 1, anonymised: 0 },
        periodic_gifts: { deleted: 1, anonymised: 0 },
        statement_sends: { deleted: 1, anonymised: 0 },
        newsletter_signups: { deleted: 1, anonymised: 0 },
        donor_sign_in_links: { deleted: 1, anonymised: 0 },
        donor_sessions: { deleted: 1, anonymised: 0 },
      };
      const { outbound_emails: mails, ...counts } = res.json().counts;
      expect(counts).toEqual(expected);
      // The seeded e-mail at least; none to the address is left (checked below).
      expect(mails.deleted).toBeGreaterThanOrEqual(1);

      const [donation] = await db.select().from(donations).where(eq(donations.id, ids.donation));
      expect(donation).toMatchObject({
        amountCents: 2500,
        purpose: "Water",
        status: "paid",
        createdAt: new Date("2025-03-01T10:00:00Z"),
        name: null,
        email: "",
        phone: null,
        address: null,
        postalCode: null,
        city: null,
      });
      const gifts = await db.select().from(monthlyDonors);
      const kept = gifts.find((g) => g.id === ids.collected);
      expect(kept).toMatchObject({
        firstName: "",
        email: "",
        iban: "",
        signupKey: null,
        amountCents: 1500,
      });
      expect(JSON.stringify(kept)).not.toContain(PERSON);
      expect(JSON.stringify(kept)).not.toContain("NL91ABNA0417164300");
      expect(gifts.some((g) => g.id === ids.uncollected)).toBe(false);
      const [letter] = await db
        .select()
        .from(newsletters)
        .where(eq(newsletters.id, ids.newsletter));
      expect(letter!.customEmail).toBe("vriend@example.nl");
      // The bank's files are kept as made (tax duty).
      expect(await db.select().from(sepaBatches)).toHaveLength(2);
      expect((await db.select().from(contactMessages)).map((m) => m.email)).toEqual([OTHER]);
      expect((await db.select().from(emailSubscribers)).map((s) => s.email)).toEqual([OTHER]);

      const again = await exportOf(app, admin, PERSON);
      // A signed agreement is a tax document: it alone stays, unchanged, until its term.
      expect(countsOf(again.json().tables)).toEqual({ periodic_gifts: 1 });
      const agreements = await db.select().from(periodicGifts);
      expect(agreements.filter((g) => g.email === PERSON).map((g) => g.id)).toEqual([
        ids.endedAgreement,
      ]);
      const other = await exportOf(app, admin, OTHER);
      expect(countsOf(other.json().tables)).toMatchObject({
        donations: 1,
        monthly_donors: 2,
        periodic_gifts: 2,
        statement_sends: 1,
        newsletter_signups: 1,
        donor_sign_in_links: 1,
        donor_sessions: 1,
      });

      const log = await db.select().from(privacyErasures);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        adminEmail: "beheerder@example.org",
        counts: { ...expected, outbound_emails: mails },
      });
      expect(JSON.stringify(log)).not.toContain("sara");
    },
  );

  it(
    "erases another admin's account with its sessions, never the signed-in admin's own",
    slow,
    async () => {
      const { app, db, admin } = await setUp(engine);
      await signUp(app, "lid@example.org", { ip: "10.0.0.2" });
      const own = await erase(app, admin, "Beheerder@example.org");
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toMatch(/eigen account/);
      const member = await erase(app, admin, "lid@example.org");
      expect(member.json().counts).toEqual({
        sessions: { deleted: 1, anonymised: 0 },
        users: { deleted: 1, anonymised: 0 },
      });
      expect((await db.select().from(users)).map((u) => u.email)).toEqual([
        "beheerder@example.org",
      ]);
      expect(await db.select().from(sessions)).toHaveLength(1);
      expect(await db.select().from(privacyErasures)).toHaveLength(1);
    },
  );

  it(
    "two admins erasing each other at once: one erasure goes through, one admin is left",
    slow,
    async () => {
      const { app, db, admin } = await setUp(engine);
      const { cookie: second } = await signUp(app, "tweede@example.org", { ip: "10.0.0.3" });
      const [secondUser] = await db
        .select()
        .from(users)
        .where(eq(users.email, "tweede@example.org"));
      const granted = await app.inject({
        method: "PUT",
        url: `/api/admin/users/${secondUser!.id}/admin`,
        headers: asBrowser(app, admin),
      });
      expect(granted.statusCode).toBe(204);

      const answers = await Promise.all([
        erase(app, admin, "tweede@example.org"),
        erase(app, second, "beheerder@example.org"),
      ]);
      // The second is refused by the erasure (its account went a moment ago) or, when the
      // first was done before it even started, by the admin guard (no session any more).
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = answers.find((a) => a.statusCode === 409);
      if (refused) {
        expect(refused.json()).toEqual({ error: "Kan niet wissen", message: NO_LONGER_ADMIN });
      }
      expect(await db.select().from(users)).toHaveLength(1);
      expect(await db.select().from(privacyErasures)).toHaveLength(1);
    },
  );

  it("refuses while a monthly gift still runs, and changes nothing", slow, async () => {
    const { app, db, admin, ids } = await setUp(engine);
    await db
      .update(monthlyDonors)
      .set({ mandateStatus: "active" })
      .where(eq(monthlyDonors.id, ids.collected));
    await expectRefused(app, db, admin, "lopende maandelijkse gift");
  });

  it("refuses while a signed periodic gift still runs, and changes nothing", slow, async () => {
    const { app, db, admin, ids } = await setUp(engine);
    // Signed, and its last year (start + 4) has not ended yet.
    await db
      .update(periodicGifts)
      .set({ status: "signed", signedOn: "2026-01-01" })
      .where(eq(periodicGifts.id, ids.unsignedAgreement));
    await expectRefused(app, db, admin, "lopende periodieke gift");
    expect(await db.select().from(periodicGifts)).toHaveLength(4);
  });
});
