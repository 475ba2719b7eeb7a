import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  contactMessages,
  donations,
  donorSessions,
  donorSignInLinks,
  emailSubscribers,
  emailSuppressions,
  monthlyDonors,
  newsletterDeliveries,
  newsletterSignups,
  newsletters,
  outboundEmails,
  periodicGifts,
  privacyErasures,
  sepaBatchLines,
  sepaBatches,
  sessions,
  statementSends,
  users,
  verifications,
  volunteerApplications,
} from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { agreementOf } from "../privacy/test-fixtures";
import { importSubscriberStream } from "../subscribers/service";
import { applyRetention, RETENTION_JOB } from "./retention";

const now = new Date("2026-06-15T12:00:00Z");
/** A second past, and a second short of, a moment: just outside and just inside a term. */
const before = (iso: string) => new Date(new Date(iso).getTime() - 1000);
const after = (iso: string) => new Date(new Date(iso).getTime() + 1000);
const SEVEN_YEARS = "2019-06-15T12:00:00Z";
const THIRTEEN_MONTHS = "2025-05-15T12:00:00Z";
const TWELVE_MONTHS = "2025-06-15T12:00:00Z";
const SIX_MONTHS = "2025-12-15T12:00:00Z";

const donation = (email: string, createdAt: Date, status: "paid" | "pending" = "paid") => ({
  kind: "one-off" as const,
  purpose: "Algemene steun",
  amountCents: 1000,
  provider: "demo" as const,
  status,
  name: email.split("@")[0],
  email,
  phone: "0612345678",
  createdAt,
});

const gift = (name: string, overrides: Partial<typeof monthlyDonors.$inferInsert> = {}) => ({
  firstName: name,
  lastName: "Gever",
  email: `${name}@example.nl`,
  iban: "NL91ABNA0417164300",
  signupKey: `bank:${name}@example.nl:NL91ABNA0417164300`,
  amountCents: 1500,
  mandateStatus: "cancelled" as const,
  createdAt: new Date("2018-01-01T00:00:00Z"),
  ...overrides,
});

async function collectOn(db: Db, donorId: string, collectionDate: string) {
  const [batch] = await db
    .insert(sepaBatches)
    .values({
      messageId: `QAMAR-${donorId}-${collectionDate}`,
      collectionDate,
      count: 1,
      totalCents: 1500,
      xml: "<Document/>",
    })
    .returning();
  await db.insert(sepaBatchLines).values({
    batchId: batch!.id,
    monthlyDonorId: donorId,
    collectionMonth: collectionDate.slice(0, 7),
    sequenceType: "FRST",
    amountCents: 1500,
    endToEndId: `E2E-${donorId}-${collectionDate}`,
  });
}

const agreement = (
  transactionNumber: string,
  overrides: { startYear: number; status?: "sent"; createdAt?: Date },
) => ({
  ...agreementOf("Fatima", "periodiek@example.nl"),
  transactionNumber,
  status: "signed" as const,
  createdAt: new Date("2013-12-01T00:00:00Z"),
  ...overrides,
});

/** What donors leave beyond their gifts: agreements, statements, sign-ins, sign-ups. */
async function seedDonorData(db: Db) {
  await db.insert(periodicGifts).values([
    // 2014-2018: its last year ended 2019-01-01, more than 7 years before now.
    agreement("PG-2013-000001", { startYear: 2014 }),
    // 2015-2019: its last year ended 2020-01-01, not yet 7 years ago.
    agreement("PG-2014-000002", { startYear: 2015 }),
    // Never signed: sent just over, and just under, 13 months ago.
    agreement("PG-2025-000003", {
      startYear: 2025,
      status: "sent",
      createdAt: before(THIRTEEN_MONTHS),
    }),
    agreement("PG-2025-000004", {
      startYear: 2025,
      status: "sent",
      createdAt: after(THIRTEEN_MONTHS),
    }),
  ]);
  await db.insert(statementSends).values([
    { email: "jaar@example.nl", year: 2018, sentAt: before(SEVEN_YEARS) },
    { email: "jaar@example.nl", year: 2019, sentAt: after(SEVEN_YEARS) },
  ]);
  const expired = before(now.toISOString());
  const valid = after(now.toISOString());
  await db.insert(newsletterSignups).values([
    { email: "a@example.nl", source: "footer", consentText: "Ja", expiresAt: expired },
    { email: "b@example.nl", source: "footer", consentText: "Ja", expiresAt: valid },
  ]);
  for (const table of [donorSignInLinks, donorSessions]) {
    await db.insert(table).values([
      { tokenHash: "verlopen", email: "a@example.nl", expiresAt: expired },
      { tokenHash: "geldig", email: "b@example.nl", expiresAt: valid },
    ]);
  }
}

async function seed(db: Db) {
  await seedDonorData(db);
  await db
    .insert(donations)
    .values([
      donation("oud@example.nl", before(SEVEN_YEARS)),
      donation("bewaard@example.nl", after(SEVEN_YEARS)),
    ]);
  const [ended, recent, running, mollie, abandoned, waiting] = await db
    .insert(monthlyDonors)
    .values([
      gift("beeindigd"),
      gift("recent"),
      gift("lopend", { mandateStatus: "active" }),
      gift("mollie", { collectedBy: "mollie" }),
      gift("nooit", { createdAt: before(THIRTEEN_MONTHS) }),
      gift("wacht", { createdAt: after(THIRTEEN_MONTHS), mandateStatus: "active" }),
    ])
    .returning();
  await collectOn(db, ended!.id, "2019-06-14");
  await collectOn(db, recent!.id, "2019-06-16");
  await collectOn(db, running!.id, "2019-06-14");
  await collectOn(db, running!.id, "2026-06-01");
  await db.insert(donations).values({
    ...donation("mollie-maand@example.nl", after(SEVEN_YEARS)),
    kind: "monthly",
    monthlyDonorId: mollie!.id,
  });
  const message = (name: string, createdAt: Date, resolvedAt: Date | null) => ({
    name,
    email: `${name}@example.nl`,
    message: "Vraag",
    createdAt,
    resolvedAt,
  });
  await db
    .insert(contactMessages)
    .values([
      message("afgehandeld-oud", new Date("2024-01-01T00:00:00Z"), before(SIX_MONTHS)),
      message("afgehandeld-recent", new Date("2024-01-01T00:00:00Z"), after(SIX_MONTHS)),
      message("open-oud", before(TWELVE_MONTHS), null),
      message("open-recent", after(TWELVE_MONTHS), null),
    ]);
  const volunteer = (name: string, createdAt: Date) => ({
    name,
    email: `${name}@example.nl`,
    motivation: "Helpen",
    createdAt,
  });
  await db
    .insert(volunteerApplications)
    .values([
      volunteer("vrijwilliger-oud", before(TWELVE_MONTHS)),
      volunteer("vrijwilliger-recent", after(TWELVE_MONTHS)),
    ]);
  const unsubscribedAt = new Date("2026-06-01T00:00:00Z");
  await db.insert(emailSubscribers).values([
    { email: "abonnee@example.nl", name: "Abonnee" },
    // Unsubscribed, with or without a donation kept: the name goes, the address stays.
    { email: "bewaard@example.nl", name: "Donor", subscribed: false, unsubscribedAt },
    { email: "weg@example.nl", name: "Weg", subscribed: false, unsubscribedAt },
    // Their only donation is anonymised in the same run; the opt-out still stays.
    { email: "oud@example.nl", name: "Oud", subscribed: false, unsubscribedAt },
  ]);
  const [letter, recentLetter] = await db
    .insert(newsletters)
    .values([
      { title: "Oud", subject: "Oud", customEmail: "a@example.nl", sentAt: before(TWELVE_MONTHS) },
      {
        title: "Recent",
        subject: "Recent",
        customEmail: "b@example.nl",
        sentAt: after(TWELVE_MONTHS),
      },
    ])
    .returning();
  await db.insert(newsletterDeliveries).values([
    { newsletterId: letter!.id, batch: 1, email: "a@example.nl", createdAt: before(TWELVE_MONTHS) },
    {
      newsletterId: recentLetter!.id,
      batch: 1,
      email: "b@example.nl",
      createdAt: after(TWELVE_MONTHS),
    },
  ]);
  await db.insert(emailSuppressions).values([
    { email: "a@example.nl", reason: "550", createdAt: before(TWELVE_MONTHS) },
    { email: "b@example.nl", reason: "550", createdAt: after(TWELVE_MONTHS) },
  ]);
  const mail = (to: string, createdAt: Date) => ({
    template: "contact",
    toAddress: to,
    fromAddress: "info@example.org",
    subject: "Bericht",
    html: "<p>x</p>",
    text: "x",
    createdAt,
  });
  await db
    .insert(outboundEmails)
    .values([
      mail("a@example.nl", before(TWELVE_MONTHS)),
      mail("b@example.nl", after(TWELVE_MONTHS)),
    ]);
  await db.insert(users).values({ id: "u1", name: "Beheerder", email: "beheerder@example.org" });
  await db.insert(sessions).values([
    { id: "s1", token: "t1", userId: "u1", expiresAt: before(now.toISOString()) },
    { id: "s2", token: "t2", userId: "u1", expiresAt: after(now.toISOString()) },
  ]);
  await db.insert(verifications).values([
    { id: "v1", identifier: "x", value: "y", expiresAt: before(now.toISOString()) },
    { id: "v2", identifier: "x", value: "y", expiresAt: after(now.toISOString()) },
  ]);
  await db.insert(privacyErasures).values([
    {
      adminUserId: "u1",
      adminEmail: "beheerder@example.org",
      counts: {},
      createdAt: before(SEVEN_YEARS),
    },
    {
      adminUserId: "u1",
      adminEmail: "beheerder@example.org",
      counts: {},
      createdAt: after(SEVEN_YEARS),
    },
  ]);
  return { ended: ended!.id, abandoned: abandoned!.id, waiting: waiting!.id };
}

describe.each(engines)("privacy retention on %s", (engine) => {
  // Every table seeded on a fresh database: room for a busy machine.
  it("deletes or anonymises exactly what is past each term; records just inside stay", {
    timeout: 120_000,
  }, async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const ids = await seed(db);

    const expected = {
      donations: 1,
      monthly_donors: 2,
      sepa_batches: 2,
      contact_messages: 2,
      volunteer_applications: 1,
      email_subscribers: 3,
      newsletter_deliveries: 1,
      newsletters: 1,
      email_suppressions: 1,
      outbound_emails: 1,
      sessions: 1,
      verifications: 1,
      privacy_erasures: 1,
      periodic_gifts: 2,
      statement_sends: 1,
      newsletter_signups: 1,
      donor_sign_in_links: 1,
      donor_sessions: 1,
    };
    expect(await applyRetention(db, now)).toEqual(expected);

    const people = await db.select().from(donations);
    expect(people.map((d) => [d.email, d.name, d.phone, d.amountCents]).sort()).toEqual([
      ["", null, null, 1000],
      ["bewaard@example.nl", "bewaard", "0612345678", 1000],
      ["mollie-maand@example.nl", "mollie-maand", "0612345678", 1000],
    ]);
    const gifts = await db.select().from(monthlyDonors);
    const byId = new Map(gifts.map((g) => [g.id, g]));
    expect(byId.get(ids.ended)).toMatchObject({
      firstName: "",
      email: "",
      iban: "",
      signupKey: null,
      amountCents: 1500,
    });
    expect(byId.has(ids.abandoned)).toBe(false);
    expect(byId.has(ids.waiting)).toBe(true);
    expect(
      gifts
        .filter((g) => g.email !== "")
        .map((g) => g.firstName)
        .sort(),
    ).toEqual(["lopend", "mollie", "recent", "wacht"]);
    expect((await db.select().from(sepaBatches)).map((b) => b.collectionDate).sort()).toEqual([
      "2019-06-16",
      "2026-06-01",
    ]);
    expect((await db.select().from(contactMessages)).map((m) => m.name).sort()).toEqual([
      "afgehandeld-recent",
      "open-recent",
    ]);
    expect((await db.select().from(volunteerApplications)).map((v) => v.name)).toEqual([
      "vrijwilliger-recent",
    ]);
    const subscribers = await db.select().from(emailSubscribers);
    // Unsubscribed: the name goes, the address stays as the opt-out.
    expect(subscribers.map((s) => [s.email, s.name, s.subscribed]).sort()).toEqual([
      ["abonnee@example.nl", "Abonnee", true],
      ["bewaard@example.nl", null, false],
      ["oud@example.nl", null, false],
      ["weg@example.nl", null, false],
    ]);
    const letters = await db.select().from(newsletters);
    expect(letters.map((n) => [n.title, n.customEmail]).sort()).toEqual([
      ["Oud", null],
      ["Recent", "b@example.nl"],
    ]);
    for (const table of [newsletterDeliveries, emailSuppressions]) {
      expect((await db.select().from(table)).map((r) => r.email)).toEqual(["b@example.nl"]);
    }
    expect((await db.select().from(outboundEmails)).map((e) => e.toAddress)).toEqual([
      "b@example.nl",
    ]);
    expect((await db.select().from(sessions)).map((s) => s.id)).toEqual(["s2"]);
    expect((await db.select().from(verifications)).map((v) => v.id)).toEqual(["v2"]);
    expect(await db.select().from(privacyErasures)).toHaveLength(1);
    const agreements = await db.select().from(periodicGifts);
    expect(agreements.map((g) => g.transactionNumber).sort()).toEqual([
      "PG-2014-000002",
      "PG-2025-000004",
    ]);
    expect((await db.select().from(statementSends)).map((s) => s.year)).toEqual([2019]);
    for (const table of [newsletterSignups, donorSignInLinks, donorSessions]) {
      expect((await db.select().from(table)).map((r) => r.email)).toEqual(["b@example.nl"]);
    }

    // Run again a moment later: nothing more is due, so nothing changes.
    const later = new Date("2026-06-15T12:00:00.500Z");
    expect(await applyRetention(db, later)).toEqual(
      Object.fromEntries(Object.keys(expected).map((table) => [table, 0])),
    );
  });
});

describe.each(engines)("an opt-out after retention on %s", (engine) => {
  it("keeps the address unsubscribed: an old list imported again does not sign it up", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const list = async function* () {
      yield "email;naam\nweg@example.nl;Weg\nnieuw@example.nl;Nieuw\n";
    };
    expect(await importSubscriberStream(db, list())).toMatchObject({ ok: true, created: 2 });
    await db
      .update(emailSubscribers)
      .set({ subscribed: false, unsubscribedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(emailSubscribers.email, "weg@example.nl"));
    // Never a donor: before, retention deleted the row, and with it the opt-out.
    await applyRetention(db, now);
    await importSubscriberStream(db, list());
    const rows = await db.select().from(emailSubscribers);
    expect(rows.map((r) => [r.email, r.subscribed]).sort()).toEqual([
      ["nieuw@example.nl", true],
      ["weg@example.nl", false],
    ]);
  });
});

describe.each(engines)("retention of a periodic gift's mandate on %s", (engine) => {
  it("counts the 13 months of a never-collected mandate from January of its agreement's first year", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    // Signed in January 2025 for the years 2027 to 2031: no file may collect it before 2027.
    const [mandate] = await db
      .insert(monthlyDonors)
      .values(
        gift("later", { mandateStatus: "active", createdAt: new Date("2025-01-10T09:00:00Z") }),
      )
      .returning({ id: monthlyDonors.id });
    await db.insert(periodicGifts).values({
      ...agreementOf("later", "later@example.nl"),
      startYear: 2027,
      paymentMethod: "direct-debit",
      iban: "NL91ABNA0417164300",
      status: "signed",
      signedOn: "2025-01-10",
      monthlyDonorId: mandate!.id,
    });
    const left = async () => (await db.select().from(monthlyDonors)).map((m) => m.id);

    // 13 months after signing, long before the first year: kept.
    expect((await applyRetention(db, now)).monthly_donors).toBe(0);
    // 13 months after 1 January 2027 less a second: kept; then deleted.
    await applyRetention(db, before("2028-02-01T00:00:00Z"));
    expect(await left()).toEqual([mandate!.id]);
    await applyRetention(db, after("2028-02-01T00:00:00Z"));
    expect(await left()).toEqual([]);
  });
});

describe("the retention job", () => {
  it("is scheduled daily on the queue", async () => {
    const { app } = await buildTestApp();
    const { rows } = await app.services.database.query<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule where name = $1",
      [RETENTION_JOB],
    );
    expect(rows).toEqual([{ name: RETENTION_JOB, cron: "15 3 * * *" }]);
  });
});
