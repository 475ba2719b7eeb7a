import { privacyPage } from "@content/info/avg";
import { retentionLine, retentionTerms } from "@shared/retention";
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./db/schema";
import { personalData } from "./personal-data";

/** A column named like personal data: an e-mail, IBAN, name, phone number or address. */
const PERSONAL_COLUMN = /email|iban|name|phone|address/i;

/** Columns whose names match but hold no person, and why. */
const NOT_PERSONAL: Record<string, string> = {
  // A generated file name (`<timestamp>-<random>.<ext>`) of a newsletter image.
  "uploads.file_name": "generated",
};

const tables = (Object.values(schema) as unknown[]).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);
const registered = new Set(personalData.map((entry) => getTableName(entry.table)));
const rules = personalData.flatMap((entry) => entry.rules);

describe("the register of personal data", () => {
  it("holds every table of the schema with a column named like personal data", () => {
    const personal = tables
      .map(getTableConfig)
      .filter((t) =>
        t.columns.some((c) => PERSONAL_COLUMN.test(c.name) && !NOT_PERSONAL[`${t.name}.${c.name}`]),
      )
      .map((t) => t.name);
    expect(personal.length).toBeGreaterThan(10);
    expect(personal.filter((name) => !registered.has(name))).toEqual([]);
  });

  it("gives every term of the privacy page a rule, and every rule one of those terms", () => {
    const terms = Object.values(retentionTerms);
    expect(new Set(rules.map((rule) => rule.term))).toEqual(new Set(terms));
    for (const rule of rules) {
      // A term with a length is applied by the job; one without is kept while in use.
      expect(rule.apply === undefined).toBe(rule.term.months === null);
    }
  });
});

describe("the privacy page (/avg)", () => {
  const section = privacyPage.sections.find((s) => s.heading === "Hoe lang we gegevens bewaren");

  it("states exactly the terms the retention job applies", () => {
    const lines = section!.body.split("\n");
    expect(lines).toEqual(rules.map((rule) => retentionLine(rule.term)).sort(byPageOrder));
    expect(lines).toContain(
      "- **Donaties: 7 jaar** na de donatie, omdat de fiscale bewaarplicht dat vereist. Daarna verwijderen we naam, e-mailadres, telefoonnummer en adres; alleen bedrag, bestemming en datum blijven bewaard.",
    );
    expect(lines).toContain(
      "- **Contactberichten: 6 maanden** nadat uw vraag is afgehandeld, voor het geval u op de zaak terugkomt.",
    );
    expect(lines).toContain(
      "- **Machtigingen waarvan nooit is afgeschreven: 13 maanden** na het ondertekenen (bij een periodieke gift: na 1 januari van het eerste jaar van de gift); dan verwijderen we de machtiging met al uw gegevens.",
    );
  });
});

/** The page lists the terms in the order of src/shared/retention.ts. */
function byPageOrder(a: string, b: string): number {
  const order = Object.values(retentionTerms).map(retentionLine);
  return order.indexOf(a) - order.indexOf(b);
}
