import { site } from "@shared/site";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { donations, monthlyDonors } from "../db/schema";
import { buildTestApp } from "../test/app";
import { collectedMonths } from "../test/collections";
import { engines } from "../test/databases";
import { confirm, startDonation } from "../features/donations/test-helpers";
import { pdfText } from "./pdf-text";
import { type ReceiptDonation, renderReceiptPdf } from "./receipt";
import { deductibilityLine, renderStatementPdf } from "./statement";
import { statementDonors, yearlyStatement } from "./yearly-statement";
import type { Db } from "../db/client";
import { until } from "../test/wait";
import { type MailSink, startMailSink } from "../test/mail-sink";

const base = {
  provider: "demo" as const,
  purpose: "Winterhulp Gaza",
  kind: "one-off" as const,
  country: "Nederland",
};

/** Amira's gifts around 2025, in Amsterdam time; others' gifts and unpaid ones beside them. */
async function seedGifts(db: Db) {
  const amira = {
    ...base,
    email: "amira@example.nl",
    firstName: "Amira",
    lastName: "Haddad",
    address: "Kerkstraat 12",
    postalCode: "3511 AB",
    city: "Utrecht",
  };
  await db.insert(donations).values([
    // 1 January 2025, 00:30 in Amsterdam is still 2024 in UTC: counts for 2025.
    { ...amira, amountCents: 2500, status: "paid", paidAt: new Date("2024-12-31T23:30:00Z") },
    {
      ...amira,
      amountCents: 10_050,
      status: "paid",
      paidAt: new Date("2025-06-15T10:00:00Z"),
      kind: "zakat",
      purpose: "Zakaat al-Maal",
    },
    // Same donor in other letters.
    {
      ...amira,
      email: "Amira@Example.NL",
      amountCents: 700,
      status: "paid",
      paidAt: new Date("2025-08-01T10:00:00Z"),
      kind: "monthly",
      purpose: "Maandelijkse gift",
    },
    // 1 January 2026, 00:30 in Amsterdam is 2025 in UTC: counts for 2026, not 2025.
    { ...amira, amountCents: 99_900, status: "paid", paidAt: new Date("2025-12-31T23:30:00Z") },
    { ...amira, amountCents: 88_800, status: "paid", paidAt: new Date("2024-05-01T10:00:00Z") },
    {
      ...amira,
      amountCents: 77_700,
      status: "pending",
      createdAt: new Date("2025-03-01T10:00:00Z"),
    },
    {
      ...amira,
      amountCents: 66_600,
      status: "cancelled",
      createdAt: new Date("2025-03-02T10:00:00Z"),
    },
    {
      ...amira,
      amountCents: 55_500,
      status: "failed",
      createdAt: new Date("2025-03-03T10:00:00Z"),
    },
    {
      ...amira,
      amountCents: 44_400,
      status: "expired",
      createdAt: new Date("2025-03-04T10:00:00Z"),
    },
    {
      ...base,
      email: "bilal@example.nl",
      name: "Bilal",
      amountCents: 1_000,
      status: "paid",
      paidAt: new Date("2025-02-01T10:00:00Z"),
    },
    {
      ...base,
      email: "chloe@example.nl",
      name: "Chloé",
      amountCents: 1_000,
      status: "pending",
      createdAt: new Date("2025-02-01T10:00:00Z"),
    },
  ]);
  // Amira also gives monthly by direct debit: one month collected, one returned.
  const [mandate] = await db
    .insert(monthlyDonors)
    .values({
      firstName: "Amira",
      lastName: "Haddad",
      email: "amira@example.nl",
      iban: "NL91ABNA0417164300",
      amountCents: 1_500,
    })
    .returning();
  await collectedMonths(db, mandate!.id, 1_500, [
    { collectionDate: "2025-03-01" },
    { collectionDate: "2025-04-01", status: "returned" },
  ]);
}

describe.each(engines)("yearly statements on %s", (engine) => {
  it("sum the donor's paid gifts of the Amsterdam calendar year and nothing else", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    await seedGifts(db);

    const s = await yearlyStatement(db, "AMIRA@example.nl", 2025);
    expect(s.gifts).toEqual([
      { day: "2025-01-01", description: "Winterhulp Gaza (Eenmalig)", amountCents: 2500 },
      { day: "2025-03-01", description: "Maandelijkse gift (incasso)", amountCents: 1500 },
      { day: "2025-06-15", description: "Zakaat al-Maal (Zakaat)", amountCents: 10_050 },
      { day: "2025-08-01", description: "Maandelijkse gift", amountCents: 700 },
    ]);
    expect(s.totalCents).toBe(2500 + 1500 + 10_050 + 700);
    expect(s.name).toBe("Amira Haddad");
    expect(s.addressLines).toEqual(["Kerkstraat 12", "3511 AB Utrecht", "Nederland"]);

    expect((await yearlyStatement(db, "amira@example.nl", 2026)).totalCents).toBe(99_900);
    expect((await yearlyStatement(db, "amira@example.nl", 2024)).totalCents).toBe(88_800);
    expect((await yearlyStatement(db, "chloe@example.nl", 2025)).gifts).toEqual([]);
    expect(await statementDonors(db, 2025)).toEqual(["amira@example.nl", "bilal@example.nl"]);
  }, 120_000);
});

describe("the statement PDF", () => {
  it("shows the foundation, RSIN, ANBI, each gift, the total and the deductibility line", async () => {
    const pdf = await renderStatementPdf({
      year: 2025,
      email: "amira@example.nl",
      name: "Amira Haddad",
      addressLines: ["Kerkstraat 12", "3511 AB Utrecht", "Nederland"],
      gifts: [
        { day: "2025-01-01", description: "Winterhulp Gaza (Eenmalig)", amountCents: 2500 },
        { day: "2025-06-15", description: "Zakaat al-Maal (Zakaat)", amountCents: 125_050 },
      ],
      totalCents: 127_550,
    });
    const text = await pdfText(pdf);
    expect(text).toContain(site.name);
    expect(text).toContain(`RSIN ${site.registration.rsin}`);
    expect(text).toContain("ANBI");
    expect(text).toContain("Jaaroverzicht giften 2025");
    expect(text).toContain("Amira Haddad");
    expect(text).toContain("3511 AB Utrecht");
    expect(text).toMatch(/01-01-2025 Winterhulp Gaza \(Eenmalig\) € 25,00/);
    expect(text).toMatch(/15-06-2025 Zakaat al-Maal \(Zakaat\) € 1\.250,50/);
    expect(text).toMatch(/Totaal 2025 € 1\.275,50/);
    expect(text).toContain(deductibilityLine);
  }, 60_000);
});

describe("rendering many documents", () => {
  const statementOf = (name: string, gifts: number) => ({
    year: 2025,
    email: `${name.toLowerCase().replaceAll(" ", ".")}@example.nl`,
    name,
    addressLines: ["Dorpsstraat 1", "1234 AB Utrecht"],
    gifts: Array.from({ length: gifts }, (_, i) => ({
      day: `2025-0${1 + (i % 9)}-1${i % 9}`,
      description: "Winterhulp Gaza (Eenmalig)",
      amountCents: 1000 + i,
    })),
    totalCents: Array.from({ length: gifts }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0),
  });

  it("gives each of several documents asked for at once its own content", async () => {
    const names = ["Amira Haddad", "Youssef Bakr", "Sara de Vries", "Omar Said"];
    const pdfs = await Promise.all(
      names.map((name, i) => renderStatementPdf(statementOf(name, 1 + i * 5))),
    );
    for (const [i, pdf] of pdfs.entries()) {
      const text = await pdfText(pdf);
      expect(text).toContain(names[i]);
      for (const other of names.filter((n) => n !== names[i])) expect(text).not.toContain(other);
    }
  }, 60_000);

  it("puts the footer on every page: the foundation's e-mail and phone, 'Pagina n van m'", async () => {
    const text = await pdfText(await renderStatementPdf(statementOf("Amira Haddad", 120)));
    const pages = text.split("\n");
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`${site.name} · ${site.contact.email} · ${site.contact.phone}`);
      expect(page).toContain(`Pagina ${i + 1} van ${pages.length}`);
    }
  }, 60_000);

  it("keeps the heap flat: a rendered document leaves nothing behind", async () => {
    // A full collection before each reading (V8's documented flag, set at run time).
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const heapMb = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed / 2 ** 20;
    };
    for (let i = 0; i < 20; i++)
      await renderStatementPdf(statementOf(`Donateur ${i}`, 1 + (i % 12)));
    const before = heapMb();
    for (let i = 0; i < 150; i++)
      await renderStatementPdf(statementOf(`Donateur ${i}`, 1 + (i % 12)));
    // A new React root per document kept about 0.14 MB each here (20 MB for these 150).
    expect(heapMb() - before).toBeLessThan(10);
  }, 120_000);
});

describe("the receipt's addressee", () => {
  const paid: ReceiptDonation = {
    id: "5c1d7a2e-3b4f-4a6b-8c9d-0e1f2a3b4c5d",
    kind: "zakat",
    purpose: "Zakaat al-Maal",
    amountCents: 25_000,
    paidAt: new Date("2026-03-01T10:00:00Z"),
    createdAt: new Date("2026-03-01T09:58:00Z"),
    name: "Amira Haddad",
    firstName: "Amira",
    lastName: "Haddad",
    donorType: "individual",
    // Typed while 'Bedrijf' was chosen, then 'Particulier' was paid (an older row).
    companyName: "Haddad Handel B.V.",
    address: "Kerkstraat 12",
    postalCode: "3511 AB",
    city: "Utrecht",
    country: "Nederland",
  };
  const addressee = async (donation: ReceiptDonation) => {
    const text = await pdfText(await renderReceiptPdf(donation));
    return { person: text.includes("Amira Haddad"), company: text.includes("Haddad Handel") };
  };

  it("prints names and places in any script: letters Helvetica lacks from Arimo, others in Latin letters", async () => {
    const text = await pdfText(
      await renderReceiptPdf({
        ...paid,
        firstName: "Ayşe",
        lastName: "Yılmaz-Öztürk",
        // A decomposed 'é' (e and its accent) prints as one letter.
        address: "Łódzka 5, Rue de l'Église\u0301",
        city: "İstanbul · Θεσσαλονίκη · Київ · Đà Nẵng",
        country: "محمد",
      }),
    );
    // pdf.js reads a change of font within a word as a space: compare without spaces.
    const letters = text.replaceAll(" ", "");
    const shown = (line: string) => expect(letters).toContain(line.replaceAll(" ", ""));
    shown("Ayşe Yılmaz-Öztürk");
    shown("Łódzka 5, Rue de l'Églisé");
    shown("İstanbul · Θεσσαλονίκη · Київ · Đà Nẵng");
    shown("mhmd");
    // Bold text (the title) keeps its Western letters in Helvetica-Bold.
    expect(text).toContain("Kwitantie");
  });

  it("is the person for a private zakat payment, even with a company name left on the row", async () => {
    expect(await addressee(paid)).toEqual({ person: true, company: false });
  });

  it("is the company for a company's zakat and for a monthly gift signed up with one", async () => {
    expect(await addressee({ ...paid, donorType: "company" })).toEqual({
      person: false,
      company: true,
    });
    expect(await addressee({ ...paid, kind: "monthly", purpose: "Maandelijkse gift" })).toEqual({
      person: false,
      company: true,
    });
  });
});

describe.each(engines)("the receipt e-mail on %s", (engine) => {
  let sink: MailSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it("carries the 'kwitantie' as a PDF that shows the amount", async () => {
    sink = await startMailSink();
    const { app } = await buildTestApp({
      engine,
      env: {
        RATE_LIMIT_PER_MINUTE: "1000",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      },
    });
    const { donationId } = await startDonation(app, {
      kind: "one-off",
      name: "Yusuf Bakker",
      email: "yusuf@example.nl",
      destination: "winterhulp",
      amount: "1234,56",
    });
    await app.inject({
      method: "POST",
      url: "/api/payments/demo/webhook",
      payload: { id: donationId, status: "paid" },
    });
    expect((await confirm(app, donationId)).json()).toMatchObject({ emailSent: true });
    await until(() => sink!.messages.length === 1);

    const [mail] = sink.messages;
    const pdfs = mail!.attachments.filter((a) => a.contentType === "application/pdf");
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.filename).toBe(`kwitantie-${donationId.slice(0, 8)}.pdf`);
    const text = await pdfText(pdfs[0]!.content);
    expect(text).toContain("Kwitantie");
    expect(text).toContain("€ 1.234,56");
    expect(text).toContain(donationId);
    expect(text).toContain("Yusuf Bakker");
  }, 120_000);
});
