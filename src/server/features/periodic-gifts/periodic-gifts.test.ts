import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  monthlyDonors,
  outboundEmails,
  periodicGifts,
  sepaBatches,
  sepaBatchLines,
} from "../../db/schema";
import { listMonthlyGiving } from "../monthly-donors/overview";
import { pdfText } from "../../documents/pdf-text";
import { yearlyStatement } from "../../documents/yearly-statement";
import { agreementsFor } from "../../periodic-gifts";
import { adminAndMember, asBrowser } from "../../test/auth";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { debit, validGift } from "./test-helpers";
import { until } from "../../test/wait";
import { type MailSink, startMailSink } from "../../test/mail-sink";

const year = new Date().getFullYear();

/** The admin (`cookie`) marks agreement `id` signed. */
const markSigned = (app: FastifyInstance, cookie: string, id: string) =>
  app.inject({
    method: "POST",
    url: `/api/admin/periodic-gifts/${id}/signed`,
    headers: asBrowser(app, cookie),
  });

describe.each(engines)("POST /api/periodic-gifts on %s", (engine) => {
  it("stores the agreement with a unique transaction number and mails it to the donor", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const post = (payload: object) =>
      app.inject({ method: "POST", url: "/api/periodic-gifts", payload });
    const first = await post(validGift);
    expect(first.statusCode).toBe(201);
    const { transactionNumber } = first.json();
    expect(first.json()).toEqual({
      ok: true,
      transactionNumber: expect.stringMatching(new RegExp(`^PG-${year}-\\d{6}$`)),
    });
    const second = await post({ ...validGift, email: "tweede@example.nl" });
    expect(second.json().transactionNumber).not.toBe(transactionNumber);

    const db = app.services.database.db;
    const [row] = await db
      .select()
      .from(periodicGifts)
      .where(eq(periodicGifts.transactionNumber, transactionNumber));
    expect(row).toMatchObject({
      status: "sent",
      signedOn: null,
      yearlyAmountCents: 60000,
      postalCode: "1234 AB",
      durationYears: 5,
      rhythm: "monthly",
      paymentMethod: "transfer",
      iban: null,
      endsOnIncapacity: true,
    });
    const [mail] = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, validGift.email));
    expect(mail).toMatchObject({ template: "periodic-gift-agreement" });
    expect(mail!.subject).toContain(transactionNumber);
    expect(mail!.text).toContain(`Transactienummer: ${transactionNumber}`);
    expect(mail!.text).toMatch(/Bedrag per jaar: €\s600,00/);
    // The agreement goes with it as PDF, rendered when the e-mail is sent.
    expect(mail!.attachments).toEqual([
      {
        kind: "periodic-gift",
        periodicGiftId: row!.id,
        creditor: {
          name: app.services.config.SEPA_CREDITOR_NAME,
          id: app.services.config.SEPA_CREDITOR_ID,
        },
      },
    ]);

    // The donor's own page reads the agreements by e-mail address, in any case.
    const own = await agreementsFor(db, "FATIMA@example.nl");
    expect(own.map((g) => g.transactionNumber)).toEqual([transactionNumber]);
  });

  it("mails at most three agreements an hour to one address; a fourth is stored, not mailed", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const post = (payload: object) =>
      app.inject({ method: "POST", url: "/api/periodic-gifts", payload });
    for (let i = 0; i < 5; i++) {
      // The address in any case: the limit counts the address, not its spelling.
      const email = i % 2 ? validGift.email.toUpperCase() : validGift.email;
      expect((await post({ ...validGift, email })).statusCode).toBe(201);
    }
    expect((await post({ ...validGift, email: "ander@example.nl" })).statusCode).toBe(201);
    const db = app.services.database.db;
    expect(await db.select().from(periodicGifts)).toHaveLength(6);
    const agreementMails = async () =>
      (
        await db
          .select({ to: outboundEmails.toAddress })
          .from(outboundEmails)
          .where(eq(outboundEmails.template, "periodic-gift-agreement"))
      ).map((m) => m.to.toLowerCase());
    expect((await agreementMails()).sort()).toEqual([
      "ander@example.nl",
      validGift.email,
      validGift.email,
      validGift.email,
    ]);
    // An hour later the address gets its agreement again.
    await db.update(outboundEmails).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    expect((await post(validGift)).statusCode).toBe(201);
    expect(await agreementMails()).toHaveLength(5);
  });

  it("refuses a duration under five years, and other bad input, in Dutch; nothing is stored", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const cases: [object, string][] = [
      [{ ...validGift, durationYears: 4 }, "De looptijd is minimaal 5 jaar"],
      [{ ...validGift, durationYears: "4" }, "De looptijd is minimaal 5 jaar"],
      [{ ...validGift, durationYears: 5.5 }, "Vul de looptijd in jaren in"],
      // Text that Number() would read as a number, but nobody types as a count of years.
      [{ ...validGift, durationYears: "0x10" }, "Vul de looptijd in jaren in"],
      [{ ...validGift, durationYears: "1e1" }, "Vul de looptijd in jaren in"],
      [{ ...validGift, startYear: "0x7EA" }, "Kies het eerste jaar van de gift"],
      [{ ...validGift, yearlyAmount: "" }, "Vul het bedrag per jaar in"],
      [
        { ...validGift, startYear: year - 1 },
        "Kies als eerste jaar dit jaar of een van de komende drie jaren",
      ],
      [{ ...validGift, rhythm: "wekelijks" }, "Kies hoe vaak u betaalt"],
      [{ ...debit, iban: "" }, "Vul uw IBAN in voor de automatische incasso"],
      [{ ...debit, iban: "NL00" }, "Ongeldig IBAN formaat"],
      [
        { ...debit, iban: "SA0380000000608010167519" },
        "Automatische incasso kan alleen van een rekening in een SEPA-land",
      ],
      [
        {
          ...debit,
          iban: "NL91ABNA0417164300",
          yearlyAmount: "100",
        },
        "Kies bij maandelijkse incasso een jaarbedrag dat in twaalf gelijke delen kan (bijvoorbeeld € 120 of € 600)",
      ],
      [{ ...validGift, postalCode: "123" }, "Ongeldig postcode format (gebruik 1234 AB)"],
      [{ ...validGift, birthDate: "1980-02-31" }, "Vul een geldige geboortedatum in"],
      [
        { ...validGift, birthDate: `${year - 10}-01-01` },
        "U moet minimaal 18 jaar zijn om een periodieke gift vast te leggen",
      ],
      [{ ...validGift, birthPlace: " " }, "Geboorteplaats is verplicht"],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/periodic-gifts", payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    const db = app.services.database.db;
    expect(await db.select().from(periodicGifts)).toEqual([]);
    expect(await db.select().from(outboundEmails)).toEqual([]);
  });

  it("keeps the IBAN with direct debit; a filled honeypot stores nothing", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: { ...debit, iban: "nl91 abna 0417 1643 00" },
    });
    expect(res.statusCode).toBe(201);
    const bot = await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: { ...validGift, website: "http://spam.example" },
    });
    expect(bot.json()).toEqual({ ok: true });
    const rows = await app.services.database.db.select().from(periodicGifts);
    expect(rows.map((r) => r.iban)).toEqual(["NL91ABNA0417164300"]);
  });
});

describe.each(engines)("the agreement e-mail on %s", (engine) => {
  let sink: MailSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it("reaches the donor with the agreement PDF attached", async () => {
    sink = await startMailSink();
    const { app } = await buildTestApp({
      engine,
      env: { MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: validGift,
    });
    const { transactionNumber } = res.json();
    await until(() => sink!.messages.length === 1);
    const [mail] = sink.messages;
    expect(mail!.to).toMatchObject({ text: validGift.email });
    const pdfs = mail!.attachments.filter((a) => a.contentType === "application/pdf");
    expect(pdfs.map((a) => a.filename)).toEqual([
      `overeenkomst-periodieke-gift-${transactionNumber}.pdf`,
    ]);
    const text = await pdfText(pdfs[0]!.content);
    expect(text).toContain("Overeenkomst periodieke gift in geld");
    expect(text).toContain(`Transactienummer ${transactionNumber}`);
    expect(text).toContain("Fatima Zahra");
    expect(text).toContain("zeshonderd euro");
  });
});

describe.each(engines)("admin periodic gifts on %s", (engine) => {
  it("lists and searches agreements, downloads the PDF and marks one signed; a member is refused", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin, member } = await adminAndMember(app);
    await app.inject({ method: "POST", url: "/api/periodic-gifts", payload: validGift });
    const other = await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: { ...validGift, firstName: "Youssef", email: "youssef@example.nl" },
    });
    const otherNumber = other.json().transactionNumber;

    const list = await app.inject({ url: "/api/admin/periodic-gifts", headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().periodicGifts).toHaveLength(2);
    const found = await app.inject({
      url: `/api/admin/periodic-gifts?search=${otherNumber}`,
      headers: { cookie: admin },
    });
    const [gift] = found.json().periodicGifts;
    expect(found.json().periodicGifts).toHaveLength(1);
    expect(gift).toMatchObject({ firstName: "Youssef", status: "sent", yearlyAmountCents: 60000 });

    const pdf = await app.inject({
      url: `/api/admin/periodic-gifts/${gift.id}/pdf`,
      headers: { cookie: admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(otherNumber);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const sign = (cookie: string) => markSigned(app, cookie, gift.id);
    const refused = await sign(member);
    expect(refused.statusCode).toBe(403);
    expect(
      (await app.inject({ url: "/api/admin/periodic-gifts", headers: { cookie: member } }))
        .statusCode,
    ).toBe(403);

    const signed = await sign(admin);
    expect(signed.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
      new Date(),
    );
    expect(signed.json().periodicGift).toMatchObject({ status: "signed", signedOn: today });
    const again = await sign(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Deze overeenkomst is al als ondertekend gemarkeerd.");
    const [stored] = await app.services.database.db
      .select()
      .from(periodicGifts)
      .where(eq(periodicGifts.id, gift.id));
    expect(stored).toMatchObject({ status: "signed", signedOn: today });

    const missing = await app.inject({
      url: "/api/admin/periodic-gifts/00000000-0000-4000-8000-000000000000/pdf",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(engines)("a monthly direct debit on %s", (engine) => {
  /** The year the direct-debit routes count in (Amsterdam). */
  const amsterdamYear = () =>
    Number(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" })
        .format(new Date())
        .slice(0, 4),
    );

  /** A monthly direct-debit agreement of € 600 a year from `startYear`, marked signed. */
  async function signedAgreement(app: FastifyInstance, admin: string, startYear: number) {
    await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: {
        ...validGift,
        startYear,
        paymentMethod: "direct-debit",
        iban: "NL91ABNA0417164300",
      },
    });
    const db = app.services.database.db;
    const [gift] = await db
      .select()
      .from(periodicGifts)
      .where(eq(periodicGifts.startYear, startYear));
    await markSigned(app, admin, gift!.id);
    // Signed last year: in any month of the year, January's file is past its first collection.
    await db.update(monthlyDonors).set({ mandateSignedOn: `${amsterdamYear() - 1}-06-01` });
    return db;
  }

  it("becomes a mandate of a twelfth of the yearly amount when signed, collected with the monthly gifts", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: debit,
    });
    const db = app.services.database.db;
    // Not collected before the signed agreement is back.
    expect(await db.select().from(monthlyDonors)).toEqual([]);
    const [gift] = await db.select().from(periodicGifts);
    const signed = await markSigned(app, admin, gift!.id);
    expect(signed.statusCode).toBe(200);
    // The admin's list says the bank's file collects it.
    expect(signed.json().periodicGift).toMatchObject({ status: "signed", inDirectDebitFile: true });
    const [mandate] = await db.select().from(monthlyDonors);
    expect(mandate).toMatchObject({
      firstName: "Fatima Zahra",
      iban: "NL91ABNA0417164300",
      amountCents: 5000,
      mandateStatus: "active",
      collectedBy: "bank",
      message: `Periodieke gift ${created.json().transactionNumber}`,
    });
    const [linked] = await db.select().from(periodicGifts);
    expect(linked!.monthlyDonorId).toBe(mandate!.id);

    // The first year's January file collects it (signed last year: past its notice).
    await db.update(monthlyDonors).set({ mandateSignedOn: `${debit.startYear - 2}-06-01` });
    const collectionDate = `${debit.startYear}-01-01`;
    const batch = await app.inject({
      method: "POST",
      url: "/api/admin/sepa-batches",
      headers: asBrowser(app, admin),
      payload: { collectionDate },
    });
    expect(batch.statusCode).toBe(201);
    expect(batch.json()).toMatchObject({ count: 1, totalCents: 5000 });
  });

  it("is collected in the agreement's years only, and stopped once they are over", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const year = amsterdamYear();
    const db = await signedAgreement(app, admin, year + 1);
    const batch = (collectionDate: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/sepa-batches",
        headers: asBrowser(app, admin),
        payload: { collectionDate },
      });

    // The admin's list (and 'Mijn giften') gives January of the first year as next collection.
    const list = await app.inject({
      url: "/api/admin/monthly-donors",
      headers: { cookie: admin },
    });
    expect(list.json().monthlyDonors[0]).toMatchObject({
      status: "active",
      nextCollection: `${year + 1}-01-01`,
    });

    // Its first year is next year: this year's file leaves it out.
    const early = await batch(`${year}-12-31`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("geen actieve machtigingen");
    // In its first year the file collects it.
    const first = await batch(`${year + 1}-01-15`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ count: 1, totalCents: 5000 });
    // Its last year is its fifth (year + 5); a file for the year after leaves it out.
    expect((await batch(`${year + 5}-12-01`)).statusCode).toBe(201);
    expect((await batch(`${year + 6}-01-15`)).statusCode).toBe(409);
    const [waiting] = await db.select().from(monthlyDonors);
    expect(waiting!.mandateStatus).toBe("active");

    // An agreement whose last year is behind us: its mandate is stopped by the next file.
    await db.update(periodicGifts).set({ startYear: year - 5 });
    expect((await batch(`${year}-12-31`)).statusCode).toBe(409);
    const [stopped] = await db.select().from(monthlyDonors);
    expect(stopped!.mandateStatus).toBe("cancelled");
  });

  it("counts in the admin's 'Verwacht in <maand>' only while the agreement's years cover the coming collection", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const year = amsterdamYear();
    // An ordinary monthly donor of € 15, and an agreement of € 50 a month from two years on.
    await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: {
        firstName: "Ibrahim",
        lastName: "Jansen",
        email: "ibrahim@example.nl",
        amount: "15",
        iban: "NL91ABNA0417164300",
        mandateAccepted: true,
      },
    });
    const db = await signedAgreement(app, admin, year + 2);
    // signedAgreement back-dates every mandate's signature: Ibrahim's too, so the coming
    // collection is past his first.
    const totals = async () =>
      (await app.inject({ url: "/api/admin/monthly-donors", headers: { cookie: admin } })).json()
        .totals;

    // The coming collection is this year's or next January's: before the first year.
    expect(await totals()).toMatchObject({
      active: 2,
      paused: 0,
      cancelled: 0,
      expectedMonthlyCents: 1500,
    });
    // A running agreement counts.
    await db.update(periodicGifts).set({ startYear: year - 1 });
    expect((await totals()).expectedMonthlyCents).toBe(6500);
    // One past its last year no longer does, even before a file has stopped its mandate.
    await db.update(periodicGifts).set({ startYear: year - 6 });
    expect(await totals()).toMatchObject({ active: 2, expectedMonthlyCents: 1500 });
  });

  it("makes no mandate for a transfer", async () => {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    await app.inject({ method: "POST", url: "/api/periodic-gifts", payload: validGift });
    const db = app.services.database.db;
    const [gift] = await db.select().from(periodicGifts);
    const res = await markSigned(app, admin, gift!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().periodicGift).toMatchObject({ status: "signed", inDirectDebitFile: false });
    expect(await db.select().from(monthlyDonors)).toEqual([]);
  });
});

describe.each(engines)("a quarterly, half-yearly or yearly direct debit on %s", (engine) => {
  const amsterdamYear = () =>
    Number(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" })
        .format(new Date())
        .slice(0, 4),
    );

  /** A direct-debit agreement of € 600 a year from next year, paid `rhythm`, marked signed. */
  async function signed(rhythm: string) {
    const { app } = await buildTestApp({ engine });
    const { admin } = await adminAndMember(app);
    const year = amsterdamYear() + 1;
    await app.inject({
      method: "POST",
      url: "/api/periodic-gifts",
      payload: {
        ...validGift,
        startYear: year,
        rhythm,
        paymentMethod: "direct-debit",
        iban: "NL91ABNA0417164300",
      },
    });
    const db = app.services.database.db;
    const [gift] = await db.select().from(periodicGifts);
    const res = await markSigned(app, admin, gift!.id);
    expect(res.json().periodicGift).toMatchObject({ inDirectDebitFile: true });
    // Signed months ago: January's file is past its first collection, whatever today is.
    await db.update(monthlyDonors).set({ mandateSignedOn: `${year - 2}-06-01` });
    const batch = async (collectionDate: string) => {
      const made = await app.inject({
        method: "POST",
        url: "/api/admin/sepa-batches",
        headers: asBrowser(app, admin),
        payload: { collectionDate },
      });
      if (made.statusCode === 409) return null;
      expect(made.statusCode).toBe(201);
      const detail = await app.inject({
        url: `/api/admin/sepa-batches/${made.json().id}`,
        headers: { cookie: admin },
      });
      return detail.json().batch as { totalCents: number; count: number };
    };
    const list = async () =>
      (await app.inject({ url: "/api/admin/monthly-donors", headers: { cookie: admin } })).json();
    return { app, db, year, batch, list };
  }

  /** Which of the first year's twelve monthly files (the 1st of each month) collect it. */
  async function collectedMonths(batch: (date: string) => Promise<unknown>, year: number) {
    const months: number[] = [];
    for (let m = 1; m <= 12; m++) {
      if (await batch(`${year}-${String(m).padStart(2, "0")}-01`)) months.push(m);
    }
    return months;
  }

  it("is a mandate of a quarter of the yearly amount, collected once in each quarter", async () => {
    const { db, year, batch, list } = await signed("quarterly");
    const [mandate] = await db.select().from(monthlyDonors);
    expect(mandate).toMatchObject({
      amountCents: 15000,
      intervalMonths: 3,
      mandateStatus: "active",
    });
    expect((await list()).monthlyDonors[0]).toMatchObject({
      intervalMonths: 3,
      amountCents: 15000,
      nextCollection: `${year}-01-01`,
    });
    expect(await collectedMonths(batch, year)).toEqual([1, 4, 7, 10]);
    // The year's four collections make its yearly amount; the next is next January's.
    const lines = await db.select().from(sepaBatchLines);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(60000);
    expect((await list()).monthlyDonors[0].nextCollection).toBe(`${year + 1}-01-01`);
    // The donor's yearly statement names each collection.
    const statement = await yearlyStatement(db, validGift.email, year);
    expect(statement.gifts.map((g) => [g.day, g.description, g.amountCents])).toEqual(
      [1, 4, 7, 10].map((m) => [
        `${year}-${String(m).padStart(2, "0")}-01`,
        "Gift per kwartaal (incasso)",
        15000,
      ]),
    );
  });

  it("is collected half-yearly in January and July, or yearly in January, with its own remittance", async () => {
    const half = await signed("half-yearly");
    const [halfMandate] = await half.db.select().from(monthlyDonors);
    expect(halfMandate).toMatchObject({ amountCents: 30000, intervalMonths: 6 });
    expect(await collectedMonths(half.batch, half.year)).toEqual([1, 7]);

    const yearly = await signed("yearly");
    const [yearMandate] = await yearly.db.select().from(monthlyDonors);
    expect(yearMandate).toMatchObject({ amountCents: 60000, intervalMonths: 12 });
    const january = await yearly.batch(`${yearly.year}-01-15`);
    expect(january).toMatchObject({ totalCents: 60000 });
    // Later in the year nothing is due; next year's January collects it again.
    expect(await yearly.batch(`${yearly.year}-06-01`)).toBeNull();
    expect(await yearly.batch(`${yearly.year}-12-01`)).toBeNull();
    expect(await yearly.batch(`${yearly.year + 1}-01-01`)).toMatchObject({ totalCents: 60000 });
    const [file] = await yearly.db.select().from(sepaBatches);
    expect(file!.xml).toContain(`Jaarlijkse gift ${yearly.app.services.config.SEPA_CREDITOR_NAME}`);
  });

  it("counts in 'Verwacht in <maand>' only in a month whose period it has not been collected in", async () => {
    const { db, year, batch } = await signed("quarterly");
    const totals = async (today: string) =>
      (await listMonthlyGiving(db, {}, today)).totals.expectedMonthlyCents;
    // The month named: this month's until its collection day (the 1st) has passed.
    expect((await listMonthlyGiving(db, {}, `${year}-02-01`)).totals.expectedMonth).toBe(
      `${year}-02`,
    );
    expect((await listMonthlyGiving(db, {}, `${year}-02-10`)).totals.expectedMonth).toBe(
      `${year}-03`,
    );
    // Before any collection, every month's coming file would collect it.
    expect(await totals(`${year}-02-10`)).toBe(15000);
    // Collected in January: not in February or March (the same quarter), again from April.
    expect(await batch(`${year}-01-01`)).not.toBeNull();
    expect(await totals(`${year}-01-20`)).toBe(0);
    expect(await totals(`${year}-02-20`)).toBe(0);
    expect(await totals(`${year}-03-20`)).toBe(15000);
    // A file made ahead for the coming month counts in it.
    expect(await batch(`${year}-04-01`)).not.toBeNull();
    expect(await totals(`${year}-03-20`)).toBe(15000);
  });

  it("refuses a yearly amount that does not split into equal parts of whole cents", async () => {
    const { app } = await buildTestApp({ engine });
    const post = (rhythm: string, yearlyAmount: string) =>
      app.inject({
        method: "POST",
        url: "/api/periodic-gifts",
        payload: { ...debit, rhythm, yearlyAmount },
      });
    const quarterly = await post("quarterly", "100,02");
    expect(quarterly.statusCode).toBe(400);
    expect(quarterly.json().message).toBe(
      "Kies bij incasso per kwartaal een jaarbedrag dat in vier gelijke delen kan (bijvoorbeeld € 100 of € 600)",
    );
    const half = await post("half-yearly", "100,01");
    expect(half.json().message).toBe(
      "Kies bij incasso per halfjaar een jaarbedrag dat in twee gelijke delen kan (bijvoorbeeld € 100 of € 600)",
    );
    expect((await post("half-yearly", "100,02")).statusCode).toBe(201);
    expect((await post("yearly", "100,01")).statusCode).toBe(201);
  });
});
