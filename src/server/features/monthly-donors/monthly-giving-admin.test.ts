import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { monthlyDonors } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";
import {
  listMonthlyGiving,
  MONTHLY_CSV_COLUMNS,
  nextCollection,
  nextMollieCollection,
} from "./overview";

const donors = [
  { firstName: "Ibrahim", lastName: "Jansen", email: "ibrahim@example.nl", amount: "15" },
  { firstName: "Fatima", lastName: "de Vries", email: "fatima@example.nl", amount: "25" },
  { firstName: "Yusuf", lastName: "Bakker", email: "yusuf@example.nl", amount: "10" },
];

function firstOfMonth(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

describe("nextCollection", () => {
  it("is this month's collection day while it is to come and not collected, else next month's, never before the first", () => {
    expect(nextCollection("active", "2026-01-01", null, "2026-11-25")).toBe("2026-12-01");
    expect(nextCollection("active", "2026-01-01", "2026-12", "2026-12-01")).toBe("2027-01-01");
    expect(nextCollection("active", "2026-01-01", "2026-11", "2026-12-01")).toBe("2026-12-01");
    expect(nextCollection("active", "2026-01-01", "2027-02", "2026-11-25")).toBe("2027-03-01");
    expect(nextCollection("active", "2026-11-25", null, "2026-11-25")).toBe("2027-01-01");
    expect(nextCollection("paused", "2026-01-01", null, "2026-11-25")).toBeNull();
  });

  it("follows Mollie's day of the month for a gift Mollie collects", () => {
    // Before and on the subscription's start: the start.
    expect(nextMollieCollection("active", "2026-12-17", "2026-11-26")).toBe("2026-12-17");
    expect(nextMollieCollection("active", "2026-12-17", "2026-12-17")).toBe("2026-12-17");
    // Later: that day of this month while it is to come, else of the next month.
    expect(nextMollieCollection("active", "2026-12-17", "2027-02-03")).toBe("2027-02-17");
    expect(nextMollieCollection("active", "2026-12-17", "2027-02-18")).toBe("2027-03-17");
    expect(nextMollieCollection("active", "2026-12-28", "2027-12-29")).toBe("2028-01-28");
    // Paused or stopped, or no subscription: none.
    expect(nextMollieCollection("paused", "2026-12-17", "2027-02-03")).toBeNull();
    expect(nextMollieCollection("active", null, "2027-02-03")).toBeNull();
  });

  it("keeps a periodic gift's mandate within its agreement's years", () => {
    const years = { first: 2028, last: 2032 };
    expect(nextCollection("active", "2026-11-02", null, "2026-11-25", years)).toBe("2028-01-01");
    expect(nextCollection("active", "2026-11-02", null, "2029-05-20", years)).toBe("2029-06-01");
    expect(nextCollection("active", "2026-11-02", "2032-11", "2032-11-20", years)).toBe(
      "2032-12-01",
    );
    expect(nextCollection("active", "2026-11-02", "2032-12", "2032-12-15", years)).toBeNull();
  });

  it("collects a mandate of 3, 6 or 12 months once in each quarter, half year or year", () => {
    // Not yet collected in this quarter: the coming collection day.
    expect(nextCollection("active", "2026-01-01", null, "2026-11-25", null, 3)).toBe("2026-12-01");
    // Collected in October: next in January, the next quarter's first month.
    expect(nextCollection("active", "2026-01-01", "2026-10", "2026-11-25", null, 3)).toBe(
      "2027-01-01",
    );
    // Collected in January: next in July (half year), next January (year).
    expect(nextCollection("active", "2026-01-01", "2027-01", "2027-02-10", null, 6)).toBe(
      "2027-07-01",
    );
    expect(nextCollection("active", "2026-01-01", "2027-01", "2027-02-10", null, 12)).toBe(
      "2028-01-01",
    );
    // Collected last year: this year's coming collection.
    expect(nextCollection("active", "2026-01-01", "2026-01", "2027-03-10", null, 12)).toBe(
      "2027-04-01",
    );
    // The agreement's years still bound it.
    const years = { first: 2027, last: 2031 };
    expect(nextCollection("active", "2026-11-02", "2031-01", "2031-02-01", years, 12)).toBeNull();
  });
});

describe.each(engines)("monthly donors in the admin on %s", (engine) => {
  async function setUp() {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    for (const d of donors) {
      await app.inject({
        method: "POST",
        url: "/api/monthly-donors",
        payload: { ...d, iban: "NL91ABNA0417164300", mandateAccepted: true },
      });
    }
    // Signed two months ago: the coming collection is past their first.
    await app.services.database.db.update(monthlyDonors).set({ mandateSignedOn: firstOfMonth(-2) });
    const { admin } = await adminAndMember(app);
    const headers = asBrowser(app, admin);
    const list = async (query = "") => {
      const res = await app.inject({ url: `/api/admin/monthly-donors${query}`, headers });
      return res;
    };
    return { app, headers, list };
  }

  it("lists mandates with totals, searches them, and follows an admin's changes", async () => {
    const { app, headers, list } = await setUp();
    const all = (await list()).json();
    expect(all.totals).toEqual({
      active: 3,
      paused: 0,
      cancelled: 0,
      expectedMonthlyCents: 5000,
      expectedMonth: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(all.monthlyDonors.map((d: { iban: string }) => d.iban)).toEqual(
      Array(3).fill("NL91 **** **** **43 00"),
    );
    const fatima = all.monthlyDonors.find((d: { firstName: string }) => d.firstName === "Fatima");
    expect(fatima).toMatchObject({ status: "active", lastCollection: null });
    expect(fatima.nextCollection).toMatch(/^\d{4}-\d{2}-01$/);

    for (const search of ["fatima de", "FATIMA@EXAMPLE", fatima.mandateReference]) {
      const found = (await list(`?search=${encodeURIComponent(search)}`)).json().monthlyDonors;
      expect(
        found.map((d: { id: string }) => d.id),
        search,
      ).toEqual([fatima.id]);
    }
    expect((await list("?search=%25")).json().monthlyDonors).toEqual([]);

    const patch = (payload: object) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/monthly-donors/${fatima.id}`,
        headers,
        payload,
      });
    expect((await patch({ action: "pause", amount: "30" })).json()).toMatchObject({
      status: "paused",
      amountCents: 3000,
    });
    const paused = (await list("?status=paused")).json();
    expect(paused.monthlyDonors).toHaveLength(1);
    expect(paused.monthlyDonors[0]).toMatchObject({ nextCollection: null, amountCents: 3000 });
    expect(paused.totals).toMatchObject({
      active: 2,
      paused: 1,
      cancelled: 0,
      expectedMonthlyCents: 2500,
    });

    expect((await patch({ action: "stop" })).json().status).toBe("cancelled");
    const late = await patch({ amount: "40" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Een gestopte maandelijkse gift kan niet meer veranderen.");
    expect((await patch({})).json()).toEqual({
      error: "Validatiefout",
      message: "Geef aan wat er verandert",
    });
    expect((await patch({ amount: "0,50" })).json().message).toBe(
      "Ongeldig bedrag: vul een bedrag in van € 1 tot € 1.000.000",
    );
    expect((await list("?status=kwijt")).json().message).toBe("Onbekende status");
  });

  it("counts a new mandate in 'Verwacht in <maand>' from its first collection; one Mollie collects once subscribed", async () => {
    const { app } = await setUp();
    const db = app.services.database.db;
    const expected = async (today: string) =>
      (await listMonthlyGiving(db, {}, today)).totals.expectedMonthlyCents;
    const idOf = async (name: string) =>
      (await db.select().from(monthlyDonors).where(eq(monthlyDonors.firstName, name)))[0]!.id;
    const signed = (id: string, mandateSignedOn: string, collectedBy: "bank" | "mollie") =>
      db
        .update(monthlyDonors)
        .set({ mandateSignedOn, collectedBy })
        .where(eq(monthlyDonors.id, id));
    // Ibrahim (€ 15) signed 14 days before 1 December, Fatima (€ 25) 13 days before; Yusuf
    // (€ 10) signed late too, but Mollie collects his gift once his first month is paid.
    await signed(await idOf("Ibrahim"), "2026-11-17", "bank");
    await signed(await idOf("Fatima"), "2026-11-18", "bank");
    await signed(await idOf("Yusuf"), "2026-11-18", "mollie");
    expect(await expected("2026-11-20")).toBe(1500);
    await db
      .update(monthlyDonors)
      .set({ mollieSubscriptionId: "sub_yusuf", mollieCollectionStart: "2026-12-18" })
      .where(eq(monthlyDonors.id, await idOf("Yusuf")));
    expect(await expected("2026-11-20")).toBe(1500 + 1000);
    // After 1 December the coming collection is January's, Fatima's first.
    expect(await expected("2026-12-02")).toBe(1500 + 2500 + 1000);
  });

  it("shows the last collection once a file is made, and exports the list for Dutch Excel", async () => {
    const { app, headers, list } = await setUp();
    const batch = await app.inject({
      method: "POST",
      url: "/api/admin/sepa-batches",
      headers,
      payload: { collectionDate: firstOfMonth(2) },
    });
    expect(batch.statusCode).toBe(201);
    const rows = (await list()).json().monthlyDonors;
    // Every donor is in the file (all signed two months ago), so every row shows it.
    expect(rows).toHaveLength(donors.length);
    for (const row of rows) {
      expect(row.lastCollection).toBe(firstOfMonth(2));
      expect(row.nextCollection > firstOfMonth(2)).toBe(true);
    }
    // The bank returns one: it no longer shows as collected, and its month still counts
    // (no later file collects it again), so the next collection stays after that file.
    const detail = await app.inject({ url: `/api/admin/sepa-batches/${batch.json().id}`, headers });
    const [line] = detail.json().batch.lines;
    const returned = await app.inject({
      method: "POST",
      url: `/api/admin/sepa-batches/lines/${line.id}/return`,
      headers,
      payload: { reason: "MD06: terugboeking op verzoek van de rekeninghouder" },
    });
    expect(returned.statusCode).toBe(200);
    const after = (await list()).json().monthlyDonors;
    const row = after.find(
      (r: { mandateReference: string }) => r.mandateReference === line.mandateReference,
    );
    expect(row).toMatchObject({ lastCollection: null });
    expect(row.nextCollection > firstOfMonth(2)).toBe(true);
    const csv = await app.inject({ url: "/api/admin/monthly-donors/export.csv", headers });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="maanddonateurs-/);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(`\uFEFF${MONTHLY_CSV_COLUMNS.join(";")}`);
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(csv.body).toContain(";Actief;Ibrahim Jansen;ibrahim@example.nl;");
    expect(csv.body).toContain(";NL91 **** **** **43 00;15,00;");
    expect(csv.body).not.toContain("0417164300");
  });
});

describe.each(engines)("the monthly donors' CSV on %s", (engine) => {
  it("exports every mandate, not only the first 500 the admin's list shows", async () => {
    const { app } = await buildTestApp({ engine });
    const many = Array.from({ length: 501 }, (_, i) => ({
      firstName: `Donor${i}`,
      lastName: "Jansen",
      email: `donor${i}@example.nl`,
      iban: "NL91ABNA0417164300",
      amountCents: 1000,
    }));
    await app.services.database.db.insert(monthlyDonors).values(many);
    const headers = asBrowser(app, (await adminAndMember(app)).admin);
    const csv = await app.inject({ url: "/api/admin/monthly-donors/export.csv", headers });
    expect(csv.statusCode).toBe(200);
    // The header line and one line per mandate.
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(1 + 501);
  }, 120_000);
});
