import { foundation } from "@content/foundation";
import { foundationDetails } from "@content/foundation-details";
import { describe, expect, it } from "vitest";
import { standInRefusal } from "./production";
import { type Facts, checkFacts, FactsError } from "./schema";
import { resolveStandIns, standIn } from "./stand-in";

const { value: demo, standIns } = resolveStandIns<Facts>({ ...foundation, ...foundationDetails });

/** The message checkFacts gives for the facts, or "" when they pass. */
function problems(facts: unknown): string {
  try {
    checkFacts(facts);
    return "";
  } catch (error) {
    if (error instanceof FactsError) return error.message;
    throw error;
  }
}

describe("the facts schema", () => {
  it("accepts the shipped facts", () => {
    expect(problems(demo)).toBe("");
  });

  it("refuses a KvK number of 7 digits, naming the field", () => {
    const facts = { ...demo, registration: { ...demo.registration, kvk: "1234567" } };
    expect(problems(facts)).toContain("registration.kvk: een KvK-nummer heeft 8 cijfers");
  });

  it("refuses an IBAN whose check digits do not add up, naming the field", () => {
    const facts = { ...demo, bank: { ...demo.bank, iban: "NL92 ABNA 0417 1643 00" } };
    expect(problems(facts)).toMatch(/bank\.iban: moet een geldig IBAN zijn/);
    const valid = { ...demo, bank: { ...demo.bank, iban: "NL91 ABNA 0417 1643 00" } };
    expect(problems(valid)).toBe("");
  });

  it("names every bad field at once, inside lists too", () => {
    const board = [{ ...demo.board[0]!, appointed: 23 }];
    const message = problems({
      ...demo,
      board,
      contact: { ...demo.contact, email: "geen-adres" },
    });
    expect(message).toContain("board.0.appointed");
    expect(message).toContain("contact.email: moet een e-mailadres zijn");
  });
});

describe("stand-ins", () => {
  it("are resolved to their values, each listed once with its path", () => {
    expect(demo.registration.kvk).toBe("12345678");
    expect(demo.contact.address.street).toBe("Postbus 1234");
    const paths = standIns.map((s) => s.path);
    expect(paths).toContain("registration.kvk");
    expect(paths).toContain("contact.address"); // the group, not each line of it
    expect(paths).not.toContain("contact.address.street");
    expect(paths).toContain("videos.impact.0.videoUrl");
    expect(paths).toContain("board"); // the example board, as one group
    expect(paths).not.toContain("board.0.name");
    expect(paths).not.toContain("name");
    expect(resolveStandIns({ a: "echt", b: [standIn("x")] }).standIns).toEqual([
      { path: "b.0", value: "x" },
    ]);
  });

  it("stop a production build or start, listed; not with ALLOW_PLACEHOLDERS=1 or outside production", () => {
    const refusal = standInRefusal({ NODE_ENV: "production" }, standIns);
    expect(refusal).toContain("registration.kvk: 12345678");
    expect(refusal).toContain("contact.phone: +31 20 123 4567");
    expect(refusal).toMatch(/^ {2}board: A\. El Amrani, Voorzitter, /m);
    expect(refusal).toContain(`Nog ${standIns.length} voorbeeldwaarde(n)`);
    expect(
      standInRefusal({ NODE_ENV: "production", ALLOW_PLACEHOLDERS: "1" }, standIns),
    ).toBeNull();
    expect(
      standInRefusal({ NODE_ENV: "production", ALLOW_PLACEHOLDERS: "0" }, standIns),
    ).not.toBeNull();
    expect(standInRefusal({}, standIns)).toBeNull();
    expect(standInRefusal({ NODE_ENV: "development" }, standIns)).toBeNull();
    expect(standInRefusal({ NODE_ENV: "production" }, [])).toBeNull();
  });
});
