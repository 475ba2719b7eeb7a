import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactSchema } from "./contact";
import { donationPurpose, donationSchema } from "./donation";
import { monthlyDonorSchema } from "./monthly-donor";
import { VOLUNTEER_REQUIRED } from "../form-input";
import { volunteerSchema } from "./volunteer";

/** Every rule of the public forms, with its exact text (docs/product/forms.md). */
const first = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;
const expectRules = (schema: z.ZodType, valid: object, rules: [object, string][]) => {
  expect(schema.safeParse(valid).success).toBe(true);
  for (const [change, message] of rules) {
    expect(first(schema, { ...valid, ...change }), JSON.stringify(change).slice(0, 60)).toBe(
      message,
    );
  }
};

describe("contact form", () => {
  const valid = { name: "José O'Brien-Smit", email: "j@example.nl", message: "Tien tekens" };
  it("checks name, e-mail, phone and message", () => {
    expectRules(contactSchema, valid, [
      [{ name: " J " }, "Naam moet minimaal 2 karakters lang zijn"],
      [{ name: "J".repeat(101) }, "Naam mag maximaal 100 karakters lang zijn"],
      [{ name: "J0hn" }, "Naam mag alleen letters, spaties, koppeltekens en apostroffen bevatten"],
      [{ email: "j@" }, "Ongeldig e-mailadres"],
      [
        { email: `${"j".repeat(250)}@example.nl` },
        "E-mailadres mag maximaal 255 karakters lang zijn",
      ],
      [{ phone: "06/123" }, "Ongeldig telefoonnummer format"],
      [{ message: "Negen tkn" }, "Bericht moet minimaal 10 karakters lang zijn"],
      [{ message: "x".repeat(2001) }, "Bericht mag maximaal 2000 karakters lang zijn"],
    ]);
    expect(contactSchema.parse({ ...valid, name: "  José  " }).name).toBe("José");
  });

  it("takes names with accent and vowel marks as typed, and no line breaks or tabs", () => {
    for (const name of ["مُحَمَّد", "Jose\u0301 Garci\u0301a", "सीता", "'t Hart", "Anne Marie"]) {
      expect(contactSchema.parse({ ...valid, name }).name, name).toBe(name);
    }
    for (const name of ["Jan\nPiet", "Jan\tPiet", "Jan\r\nPiet"]) {
      expect(first(contactSchema, { ...valid, name }), JSON.stringify(name)).toBe(
        "Naam mag alleen letters, spaties, koppeltekens en apostroffen bevatten",
      );
    }
  });
});

describe("one-off donation", () => {
  const valid = { kind: "one-off", email: "d@example.nl", destination: "water", amount: "10" };
  it("checks every field and accepts both health destinations as one", () => {
    expectRules(donationSchema, valid, [
      [{ email: "d.example.nl" }, "Ongeldig emailadres"],
      [{ name: "n".repeat(101) }, "Naam mag maximaal 100 karakters lang zijn"],
      [{ phone: "1".repeat(21) }, "Telefoonnummer mag maximaal 20 karakters lang zijn"],
      [{ address: "a".repeat(201) }, "Adres mag maximaal 200 karakters lang zijn"],
      [{ postalCode: "1".repeat(11) }, "Postcode mag maximaal 10 karakters lang zijn"],
      [{ city: "c".repeat(101) }, "Plaats mag maximaal 100 karakters lang zijn"],
      [{ country: "c".repeat(101) }, "Land mag maximaal 100 karakters lang zijn"],
      [{ destination: undefined }, "Selecteer een bestemming"],
      [{ amount: undefined }, "Selecteer een bedrag"],
      [{ amount: "0.5" }, "Ongeldig bedrag"],
      [{ message: "m".repeat(501) }, "Bericht moet minder dan 500 karakters zijn"],
    ]);
    for (const destination of ["gezondheid", "gezondheidszorg"]) {
      const parsed = donationSchema.parse({ ...valid, destination });
      expect(parsed).toMatchObject({ destination: "gezondheidszorg", country: "Nederland" });
    }
    expect(donationSchema.parse({ ...valid, amount: "1.01" })).toMatchObject({ amount: 101 });
  });
});

describe("emergency aid, Friday sadaqa and sadaqah1", () => {
  const named = { firstName: "A", lastName: "B", email: "a@b.nl", amount: 25 };
  for (const kind of ["emergency", "sadaqa"]) {
    it(`${kind}: names, e-mail and amount`, () => {
      expectRules(donationSchema, { kind, ...named }, [
        [{ firstName: "" }, "Voornaam vereist"],
        [{ lastName: "" }, "Achternaam vereist"],
        [{ email: "" }, "Email vereist"],
        [{ email: "ab.nl" }, "Ongeldig e-mailadres"],
        [
          { amount: "tien" },
          kind === "sadaqa" ? "Vul een geldig donatiebedrag in." : "Ongeldig bedrag",
        ],
        [{ amount: 0 }, kind === "sadaqa" ? "Vul een geldig donatiebedrag in." : "Ongeldig bedrag"],
      ]);
    });
  }
  it("sadaqah1: e-mail and amount only", () => {
    expectRules(donationSchema, { kind: "sadaqah1", email: "a@b.nl", amount: "1" }, [
      [{ email: "" }, "Email vereist"],
      [{ email: "a" }, "Ongeldig e-mailadres"],
      [{ amount: "0.99" }, "Vul een geldig donatiebedrag in."],
    ]);
  });
  it("payment descriptions per kind", () => {
    const purpose = (v: object) => donationPurpose(donationSchema.parse(v));
    expect(purpose({ kind: "emergency", ...named, message: "msg" })).toBe("Noodhulp - msg");
    expect(purpose({ kind: "sadaqa", ...named, message: "msg" })).toBe("Djumu'a Sadaqa - msg");
    expect(purpose({ kind: "sadaqa", ...named })).toBe("Djumu'a Sadaqa");
    expect(purpose({ kind: "sadaqah1", email: "a@b.nl", amount: 5, message: "msg" })).toBe(
      "Sadaqah1 msg",
    );
    expect(
      purpose({ kind: "one-off", email: "a@b.nl", destination: "winterhulp", amount: 5 }),
    ).toBe("Winterhulp Gaza");
    const zakat = { kind: "zakat", firstName: "A", lastName: "B", email: "a@b.nl" };
    expect(purpose({ ...zakat, amount: "1234.50" })).toBe("Zakaat - € 1.234,50");
    expect(purpose({ ...zakat, amount: "316.75" })).toBe("Zakaat - € 316,75");
  });
});

describe("monthly sign-up", () => {
  const valid = {
    firstName: "A",
    lastName: "B",
    email: "a@b.nl",
    iban: "NL91ABNA0417164300",
    amount: 5,
    mandateAccepted: true,
  };
  it("checks every field; phone characters are stripped", () => {
    expectRules(monthlyDonorSchema, valid, [
      [{ firstName: "" }, "Voornaam is verplicht"],
      [{ firstName: "f".repeat(51) }, "Voornaam mag maximaal 50 karakters lang zijn"],
      [{ lastName: "" }, "Achternaam is verplicht"],
      [{ lastName: "l".repeat(51) }, "Achternaam mag maximaal 50 karakters lang zijn"],
      [{ email: "x" }, "Ongeldig e-mailadres"],
      [{ companyName: "c".repeat(101) }, "Bedrijfsnaam mag maximaal 100 karakters lang zijn"],
      [{ iban: "" }, "IBAN is verplicht"],
      [{ iban: "NL00ABNA0417164300" }, "Ongeldig IBAN formaat"],
      [{ amount: "" }, "Selecteer een bedrag"],
      [{ message: "m".repeat(501) }, "Bericht moet minder dan 500 karakters zijn"],
      [{ mandateAccepted: false }, "Geef toestemming voor de maandelijkse afschrijving"],
      [{ mandateAccepted: undefined }, "Geef toestemming voor de maandelijkse afschrijving"],
    ]);
    expect(monthlyDonorSchema.parse({ ...valid, phone: "06-12ab34" }).phone).toBe("06-1234");
  });
});

describe("volunteer form", () => {
  const valid = { name: "S", email: "s@example.nl", motivation: "Helpen" };
  it("name, e-mail and motivation are required, each with its own message", () => {
    expectRules(volunteerSchema, valid, [
      [{ name: "" }, "Vul uw naam in."],
      [{ email: " " }, "Vul uw e-mailadres in."],
      [{ motivation: "" }, "Vul uw motivatie in."],
      [{ email: "s" }, "Ongeldig e-mailadres"],
    ]);
    expect(VOLUNTEER_REQUIRED).toBe("Vul alstublieft naam, e-mailadres en motivatie in");
    expect(volunteerSchema.parse({ ...valid, phone: "", organization: " " })).toMatchObject({
      phone: undefined,
      organization: undefined,
    });
  });
});
