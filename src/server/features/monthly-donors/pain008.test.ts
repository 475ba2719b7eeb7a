import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { buildPain008, type Collection } from "./pain008";

const collection = (debtorName: string, n: number): Collection => ({
  mandateReference: `QAMAR-2026-00000${n}`,
  mandateSignedOn: "2026-11-01",
  debtorName,
  debtorIban: "NL91ABNA0417164300",
  amountCents: 1500,
  sequenceType: "FRST",
  endToEndId: `QAMAR-2026-00000${n}-202612`,
  remittance: "Maandelijkse gift Stichting Qamar december 2026",
});

/** The debtor names of a pain.008 file, in order. */
function debtorNames(names: string[]): string[] {
  const xml = buildPain008({
    messageId: "QAMAR-TEST-1",
    createdAt: new Date("2026-11-25T10:00:00Z"),
    collectionDate: "2026-12-01",
    creditor: {
      name: "Stichting Qamar",
      creditorId: "NL69ZZZ123456780000",
      iban: "NL02ABNA0123456789",
    },
    collections: names.map(collection),
  });
  const doc = new JSDOM(xml, { contentType: "text/xml" }).window.document;
  return [...doc.querySelectorAll("DrctDbtTxInf > Dbtr > Nm")].map((n) => n.textContent ?? "");
}

describe("pain.008 debtor names in the SEPA character set", () => {
  it("transliterates letters from any script, so no name is left empty or cut up", () => {
    expect(
      debtorNames(["Fatima Özdemir", "Ahmet Yılmaz", "Jörg Straße", "يوسف محمد", "Иван Петров"]),
    ).toEqual(["Fatima Ozdemir", "Ahmet Yilmaz", "Jorg Strasse", "ywsf mhmd", "Ivan Petrov"]);
  });

  it("a name with nothing left in the set goes by its mandate reference", () => {
    expect(debtorNames(["\u0301\u0301"])).toEqual(["QAMAR-2026-000000"]);
  });
});
