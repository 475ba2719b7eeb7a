import { formatDateNl } from "@shared/intl";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { monthlyDonors } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";
import { firstInLaterFile, NOTHING_DUE, placeholderCreditor } from "./sepa-batches";

const CREDITOR_ID = "NL69ZZZ123456780000";
const CREDITOR_IBAN = "NL91ABNA0417164300";

const donors = [
  { firstName: "Ibrahim", lastName: "Jansen", iban: "NL91ABNA0417164300", amount: "15" },
  { firstName: "Fatima", lastName: "Özdemir", iban: "NL02ABNA0123456789", amount: "25,50" },
  { firstName: "Yusuf", lastName: "de Vries", iban: "NL39RABO0300065264", amount: "10" },
];

/** The first day of the month `offset` months after this one: always a future day. */
function firstOfMonth(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

/** `day` (YYYY-MM-DD) moved by `days`. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function setUp(engine: (typeof engines)[number]) {
  const { app } = await buildTestApp({
    engine,
    env: {
      RATE_LIMIT_PER_MINUTE: "1000",
      SEPA_CREDITOR_ID: CREDITOR_ID,
      SEPA_CREDITOR_IBAN: CREDITOR_IBAN,
    },
  });
  for (const d of donors) {
    const res = await app.inject({
      method: "POST",
      url: "/api/monthly-donors",
      payload: {
        ...d,
        email: `${d.firstName.toLowerCase()}@example.nl`,
        phone: "",
        message: "",
        mandateAccepted: true,
      },
    });
    expect(res.statusCode).toBe(201);
  }
  // Signed two months ago: next month's file is past their first collection.
  await app.services.database.db.update(monthlyDonors).set({ mandateSignedOn: firstOfMonth(-2) });
  const { admin, member } = await adminAndMember(app);
  return { app, admin: asBrowser(app, admin), member: asBrowser(app, member) };
}

function createBatch(app: FastifyInstance, headers: object, collectionDate: string) {
  return app.inject({
    method: "POST",
    url: "/api/admin/sepa-batches",
    headers: headers as Record<string, string>,
    payload: { collectionDate },
  });
}

function preview(app: FastifyInstance, headers: object, collectionDate: string) {
  return app.inject({
    method: "GET",
    url: `/api/admin/sepa-batches/preview?collectionDate=${encodeURIComponent(collectionDate)}`,
    headers: headers as Record<string, string>,
  });
}

async function file(app: FastifyInstance, headers: object, id: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/admin/sepa-batches/${id}/file`,
    headers: headers as Record<string, string>,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/xml/);
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="incasso-.+\.xml"$/);
  return new JSDOM(res.body, { contentType: "application/xml" }).window.document;
}

interface BatchLine {
  id: string;
  mandateReference: string;
}

async function batchLines(app: FastifyInstance, headers: object, id: string) {
  const res = await app.inject({
    method: "GET",
    url: `/api/admin/sepa-batches/${id}`,
    headers: headers as Record<string, string>,
  });
  expect(res.statusCode).toBe(200);
  return res.json().batch.lines as BatchLine[];
}

async function returnLine(app: FastifyInstance, headers: object, lineId: string) {
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/sepa-batches/lines/${lineId}/return`,
    headers: headers as Record<string, string>,
    payload: { reason: "MD06: terugboeking op verzoek van de rekeninghouder" },
  });
  expect(res.statusCode).toBe(200);
}

const text = (el: Element | Document, selector: string) =>
  el.querySelector(selector)?.textContent ?? null;

function blocks(doc: Document) {
  return [...doc.querySelectorAll("PmtInf")].map((block) => ({
    sequenceType: text(block, "PmtTpInf > SeqTp"),
    count: text(block, ":scope > NbOfTxs"),
    controlSum: text(block, ":scope > CtrlSum"),
    mandates: [...block.querySelectorAll("DrctDbtTxInf MndtId")].map((m) => m.textContent),
  }));
}

describe.each(engines)("SEPA direct-debit files on %s", (engine) => {
  it("collects three new mandates as one FRST block with every mandatory element", async () => {
    const { app, admin } = await setUp(engine);
    const res = await createBatch(app, admin, firstOfMonth(1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ count: 3, totalCents: 1500 + 2550 + 1000 });

    const doc = await file(app, admin, res.json().id);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe("urn:iso:std:iso:20022:tech:xsd:pain.008.001.02");
    // Group header: message id, creation time, totals, initiating party.
    expect(text(doc, "GrpHdr > MsgId")).toMatch(/^QAMAR-\d{8}-[0-9A-F]{8}$/);
    expect(text(doc, "GrpHdr > CreDtTm")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(text(doc, "GrpHdr > NbOfTxs")).toBe("3");
    expect(text(doc, "GrpHdr > CtrlSum")).toBe("50.50");
    expect(text(doc, "GrpHdr > InitgPty > Nm")).toBe("Stichting Qamar");

    expect(blocks(doc)).toEqual([
      {
        sequenceType: "FRST",
        count: "3",
        controlSum: "50.50",
        mandates: expect.arrayContaining([expect.stringMatching(/^QAMAR-\d{4}-\d{6}$/)]),
      },
    ]);
    const block = doc.querySelector("PmtInf")!;
    expect(text(block, "PmtInfId")).toBeTruthy();
    expect(text(block, "PmtMtd")).toBe("DD");
    expect(text(block, "PmtTpInf > SvcLvl > Cd")).toBe("SEPA");
    expect(text(block, "PmtTpInf > LclInstrm > Cd")).toBe("CORE");
    expect(text(block, "ReqdColltnDt")).toBe(firstOfMonth(1));
    expect(text(block, "Cdtr > Nm")).toBe("Stichting Qamar");
    expect(text(block, "CdtrAcct > Id > IBAN")).toBe(CREDITOR_IBAN);
    expect(block.querySelector("CdtrAgt > FinInstnId")).not.toBeNull();
    expect(text(block, "CdtrSchmeId > Id > PrvtId > Othr > Id")).toBe(CREDITOR_ID);
    expect(text(block, "CdtrSchmeId SchmeNm > Prtry")).toBe("SEPA");

    const stored = await app.services.database.db.select().from(monthlyDonors);
    const transactions = [...block.querySelectorAll("DrctDbtTxInf")];
    expect(transactions).toHaveLength(3);
    for (const tx of transactions) {
      const mandate = stored.find((m) => m.mandateReference === text(tx, "MndtId"))!;
      expect(mandate).toBeDefined();
      expect(text(tx, "PmtId > EndToEndId")).toBe(
        `${mandate.mandateReference}-${firstOfMonth(1).slice(0, 7).replace("-", "")}`,
      );
      expect(text(tx, "InstdAmt")).toBe((mandate.amountCents / 100).toFixed(2));
      expect(tx.querySelector("InstdAmt")!.getAttribute("Ccy")).toBe("EUR");
      expect(text(tx, "MndtRltdInf > DtOfSgntr")).toBe(mandate.mandateSignedOn);
      expect(tx.querySelector("DbtrAgt > FinInstnId")).not.toBeNull();
      expect(text(tx, "DbtrAcct > Id > IBAN")).toBe(mandate.iban);
      expect(text(tx, "RmtInf > Ustrd")).toMatch(/^Maandelijkse gift Stichting Qamar /);
    }
    // Names in the bank's character set.
    const names = transactions.map((tx) => text(tx, "Dbtr > Nm"));
    expect(names).toContain("Fatima Ozdemir");
  });

  it("tells the admin what a file would hold before it is made, and makes nothing then", async () => {
    const { app, admin } = await setUp(engine);
    const asked = await preview(app, admin, firstOfMonth(1));
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ count: 3, totalCents: 5050, leftOut: [], refusal: null });
    const listed = await app.inject({
      method: "GET",
      url: "/api/admin/sepa-batches",
      headers: admin,
    });
    expect(listed.json().batches).toEqual([]);

    const made = await createBatch(app, admin, firstOfMonth(1));
    expect(made.json()).toMatchObject({ count: 3, totalCents: 5050 });
    // Collected for that month: a second file would hold nothing, and says why.
    expect((await preview(app, admin, firstOfMonth(1))).json()).toEqual({
      count: 0,
      totalCents: 0,
      leftOut: [],
      refusal: NOTHING_DUE,
    });
  });

  it("collects them as RCUR the next month and refuses a second file for the same month", async () => {
    const { app, admin } = await setUp(engine);
    expect((await createBatch(app, admin, firstOfMonth(1))).statusCode).toBe(201);

    const again = await createBatch(app, admin, firstOfMonth(1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: NOTHING_DUE.title, message: NOTHING_DUE.message });

    const next = await createBatch(app, admin, firstOfMonth(2));
    expect(next.statusCode).toBe(201);
    const doc = await file(app, admin, next.json().id);
    expect(blocks(doc).map((b) => [b.sequenceType, b.count])).toEqual([["RCUR", "3"]]);
  });

  it("keeps a returned first collection FRST and leaves a paused mandate out", async () => {
    const { app, admin } = await setUp(engine);
    const first = await createBatch(app, admin, firstOfMonth(1));
    const detail = await app.inject({
      method: "GET",
      url: `/api/admin/sepa-batches/${first.json().id}`,
      headers: admin,
    });
    const [returned, , other] = detail.json().batch.lines;
    const storno = await app.inject({
      method: "POST",
      url: `/api/admin/sepa-batches/lines/${returned.id}/return`,
      headers: admin,
      payload: { reason: "MD06: terugboeking op verzoek van de rekeninghouder" },
    });
    expect(storno.statusCode).toBe(200);
    expect(storno.json().batch).toMatchObject({
      returnedCount: 1,
      returnedCents: returned.amountCents,
    });

    const db = app.services.database.db;
    await db
      .update(monthlyDonors)
      .set({ mandateStatus: "paused" })
      .where(eq(monthlyDonors.mandateReference, other.mandateReference));

    const next = await createBatch(app, admin, firstOfMonth(2));
    expect(next.json().count).toBe(2);
    const doc = await file(app, admin, next.json().id);
    const result = blocks(doc);
    // Each transaction's instruction id is its own, under its block's id.
    const instructions = [...doc.querySelectorAll("PmtInf")].flatMap((block) =>
      [...block.querySelectorAll("DrctDbtTxInf > PmtId > InstrId")].map((id) => ({
        block: text(block, ":scope > PmtInfId"),
        id: id.textContent ?? "",
      })),
    );
    expect(instructions).toHaveLength(2);
    expect(new Set(instructions.map((i) => i.id)).size).toBe(2);
    for (const i of instructions) expect(i.id.startsWith(`${i.block}.`), i.id).toBe(true);
    expect(result.map((b) => [b.sequenceType, b.mandates])).toEqual([
      ["FRST", [returned.mandateReference]],
      ["RCUR", [expect.not.stringMatching(other.mandateReference)]],
    ]);

    const list = await app.inject({
      method: "GET",
      url: "/api/admin/sepa-batches",
      headers: admin,
    });
    expect(list.json().batches.map((b: { count: number }) => b.count)).toEqual([2, 3]);
  });

  it("gives FRST to the first collection in time, not to the first file made", async () => {
    const { app, admin } = await setUp(engine);
    // Next month's and the month after's file, then the first mandate's collection next
    // month comes back: its first successful collection is the one of the month after.
    const first = await createBatch(app, admin, firstOfMonth(1));
    const third = await createBatch(app, admin, firstOfMonth(3));
    expect(blocks(await file(app, admin, third.json().id)).map((b) => b.sequenceType)).toEqual([
      "RCUR",
    ]);
    const [returned] = (await batchLines(app, admin, first.json().id)) as [BatchLine];
    await returnLine(app, admin, returned.id);

    // Made last, the file between them is the returned mandate's first that went through.
    const second = await createBatch(app, admin, firstOfMonth(2));
    expect(second.statusCode).toBe(201);
    const result = blocks(await file(app, admin, second.json().id));
    expect(result.map((b) => [b.sequenceType, b.mandates.length])).toEqual([
      ["FRST", 1],
      ["RCUR", 2],
    ]);
    expect(result[0]!.mandates).toEqual([returned.mandateReference]);
  });

  it("leaves a mandate out of an earlier file once a later file holds its FRST", async () => {
    const { app, admin } = await setUp(engine);
    const later = await createBatch(app, admin, firstOfMonth(2));
    expect(later.statusCode).toBe(201);

    // Every mandate's FRST is in the later file: an earlier file would come before it.
    const refused = await createBatch(app, admin, firstOfMonth(1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: firstInLaterFile([firstOfMonth(2)]).title,
      message: firstInLaterFile([firstOfMonth(2)]).message,
    });
    expect(refused.json().message).toContain(formatDateNl(firstOfMonth(2)));
    expect((await preview(app, admin, firstOfMonth(1))).json()).toMatchObject({
      count: 0,
      refusal: firstInLaterFile([firstOfMonth(2)]),
    });

    // The bank returned one of them: that one is collected, FRST, in the earlier file.
    const lines = await batchLines(app, admin, later.json().id);
    const [returned, ...others] = lines as [BatchLine, ...BatchLine[]];
    await returnLine(app, admin, returned.id);
    const leftOut = others.map((l) => ({
      mandateReference: l.mandateReference,
      laterCollectionDate: firstOfMonth(2),
    }));
    expect((await preview(app, admin, firstOfMonth(1))).json()).toMatchObject({
      count: 1,
      leftOut,
      refusal: null,
    });
    const earlier = await createBatch(app, admin, firstOfMonth(1));
    expect(earlier.statusCode).toBe(201);
    expect(earlier.json()).toMatchObject({
      count: 1,
      leftOut: others.map((l) => ({
        mandateReference: l.mandateReference,
        laterCollectionDate: firstOfMonth(2),
      })),
    });
    expect(blocks(await file(app, admin, earlier.json().id))).toMatchObject([
      { sequenceType: "FRST", mandates: [returned.mandateReference] },
    ]);
  });

  it("waits for the first collection the donor was told of: the 1st of a month at least 14 days after signing", async () => {
    const { app, admin } = await setUp(engine);
    const db = app.services.database.db;
    const stored = await db.select().from(monthlyDonors).orderBy(monthlyDonors.mandateReference);
    const [onTime, late] = stored as [(typeof stored)[0], (typeof stored)[0]];
    const day = firstOfMonth(2);
    // Signed 14 days before the 1st: told that day. Signed 13 days before: told the 1st after.
    await db
      .update(monthlyDonors)
      .set({ mandateSignedOn: addDays(day, -14) })
      .where(eq(monthlyDonors.id, onTime.id));
    await db
      .update(monthlyDonors)
      .set({ mandateSignedOn: addDays(day, -13) })
      .where(eq(monthlyDonors.id, late.id));

    // A file later in that month, with 14 days' notice for both, still leaves the second out.
    const res = await createBatch(app, admin, addDays(day, 14));
    expect(res.statusCode).toBe(201);
    const mandates = blocks(await file(app, admin, res.json().id)).flatMap((b) => b.mandates);
    expect(mandates).toContain(onTime.mandateReference);
    expect(mandates).not.toContain(late.mandateReference);
    expect(res.json().count).toBe(2);

    // The next month's file collects it, as its first collection.
    const next = await createBatch(app, admin, firstOfMonth(3));
    const result = blocks(await file(app, admin, next.json().id));
    expect(result.find((b) => b.sequenceType === "FRST")?.mandates).toEqual([
      late.mandateReference,
    ]);
  });

  it("leaves out a mandate that Mollie collects", async () => {
    const { app, admin } = await setUp(engine);
    const db = app.services.database.db;
    const [mollie] = await db.select().from(monthlyDonors).limit(1);
    await db
      .update(monthlyDonors)
      .set({ collectedBy: "mollie" })
      .where(eq(monthlyDonors.id, mollie!.id));
    const res = await createBatch(app, admin, firstOfMonth(1));
    expect(res.json().count).toBe(2);
    const mandates = blocks(await file(app, admin, res.json().id)).flatMap((b) => b.mandates);
    expect(mandates).not.toContain(mollie!.mandateReference);
  });

  it("makes no file in production with the demo's creditor details, also with Mollie", async () => {
    const production = {
      NODE_ENV: "production",
      ADMIN_EMAILS: "beheerder@example.org",
      PAYMENT_PROVIDER: "mollie",
      MOLLIE_API_KEY: "test_nepsleutel",
    };
    const demo = await buildTestApp({ engine, env: production });
    const { admin } = await adminAndMember(demo.app);
    const refused = await createBatch(demo.app, asBrowser(demo.app, admin), firstOfMonth(1));
    expect(refused.statusCode).toBe(409);
    const refusal = placeholderCreditor(["SEPA_CREDITOR_ID", "SEPA_CREDITOR_IBAN"]);
    expect(refused.json()).toEqual({ error: refusal.title, message: refusal.message });
    expect(refusal.message).toContain("SEPA_CREDITOR_ID en SEPA_CREDITOR_IBAN staan nog op");
    // The admin reads the same before confirming.
    const asked = await preview(demo.app, asBrowser(demo.app, admin), firstOfMonth(1));
    expect(asked.json().refusal).toEqual(refusal);

    // The foundation's own details: the file is made (here: nothing is due yet).
    const own = await buildTestApp({
      engine,
      env: {
        ...production,
        SEPA_CREDITOR_ID: "NL40ZZZ412345670000",
        SEPA_CREDITOR_IBAN: "NL39RABO0300065264",
      },
    });
    const ownAdmin = (await adminAndMember(own.app)).admin;
    const made = await createBatch(own.app, asBrowser(own.app, ownAdmin), firstOfMonth(1));
    expect(made.json()).toEqual({ error: NOTHING_DUE.title, message: NOTHING_DUE.message });
  });

  it("answers bad input with a Dutch 400 or 404, and only admins get in", async () => {
    const { app, admin, member } = await setUp(engine);
    const cases: [string, string][] = [
      ["2026-02-30", "Ongeldige incassodatum"],
      ["morgen", "Ongeldige incassodatum"],
      ["2000-01-01", "De incassodatum mag niet in het verleden liggen"],
    ];
    for (const [date, message] of cases) {
      const res = await createBatch(app, admin, date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
      const asked = await preview(app, admin, date);
      expect(asked.statusCode, date).toBe(400);
      expect(asked.json()).toEqual({ error: "Validatiefout", message });
    }
    const missing = await app.inject({
      method: "GET",
      url: "/api/admin/sepa-batches/00000000-0000-4000-8000-000000000000/file",
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Incassobestand niet gevonden");
    const malformed = await app.inject({
      method: "GET",
      url: "/api/admin/sepa-batches/niet-een-id",
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: "Validatiefout",
      message: "Onbekend incassobestand",
    });
    expect(await createBatch(app, member, firstOfMonth(1)).then((r) => r.statusCode)).toBe(403);
    expect((await preview(app, member, firstOfMonth(1))).statusCode).toBe(403);
    expect((await preview(app, admin, "")).statusCode).toBe(400);
    const anonymous = await app.inject({ method: "GET", url: "/api/admin/sepa-batches" });
    expect(anonymous.statusCode).toBe(401);
  });
});
