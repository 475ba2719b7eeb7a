import { describe, expect, it } from "vitest";
import { cleanDonorText, donorErrorTitle, emptyZakatDonor, zakatDonorSchema } from "./zakat-donor";

const valid = { firstName: "Amina", lastName: "Yilmaz", email: "amina@example.nl" };
const firstIssue = (value: unknown) => zakatDonorSchema.safeParse(value).error?.issues[0];

describe("zakat donor schema", () => {
  it("accepts an individual with only the required fields; optional fields become empty", () => {
    expect(zakatDonorSchema.parse(valid)).toEqual({ ...emptyZakatDonor(), ...valid });
  });

  it("runs the checks in their fixed order, with their exact texts", () => {
    const steps: [Record<string, unknown>, string, string][] = [
      [{}, "Voornaam vereist", "Voer uw voornaam in."],
      [{ firstName: "A" }, "Achternaam vereist", "Voer uw achternaam in."],
      [{ firstName: "A", lastName: "B" }, "E-mailadres vereist", "Voer uw e-mailadres in."],
      [
        { firstName: "A", lastName: "B", email: "geen-adres" },
        "Ongeldig e-mailadres",
        "Voer een geldig e-mailadres in.",
      ],
      [
        { ...valid, donorType: "company" },
        "Bedrijfsnaam vereist",
        "Voer de bedrijfsnaam in voor bedrijfsdonaties.",
      ],
    ];
    for (const [input, title, message] of steps) {
      const issue = firstIssue({ donorType: "company", ...input });
      expect(issue?.message).toBe(message);
      expect(donorErrorTitle(message)).toBe(title);
    }
    expect(
      zakatDonorSchema.parse({ ...valid, donorType: "company", companyName: "Qamar BV" }),
    ).toMatchObject({ donorType: "company", companyName: "Qamar BV" });
  });

  it("reports every failing field at once, company name included", () => {
    const issues = zakatDonorSchema.safeParse({ donorType: "company" }).error?.issues ?? [];
    expect(issues.map((i) => i.path.join("."))).toEqual([
      "firstName",
      "lastName",
      "email",
      "companyName",
    ]);
  });

  it("treats whitespace as empty and rejects e-mails without @ or top-level part", () => {
    expect(firstIssue({ ...valid, firstName: "   " })?.message).toBe("Voer uw voornaam in.");
    for (const email of ["a.b.nl", "a@b", "a@b.n", "a @b.nl", "@b.nl"]) {
      expect(firstIssue({ ...valid, email })?.message).toBe("Voer een geldig e-mailadres in.");
    }
    expect(zakatDonorSchema.parse({ ...valid, email: " a.b@mail.example.org " }).email).toBe(
      "a.b@mail.example.org",
    );
  });

  it("does not ask a company name from an individual, and an unknown type is individual", () => {
    expect(zakatDonorSchema.parse({ ...valid, donorType: "alien" }).donorType).toBe("individual");
  });

  it("removes < and > and cuts every text to 200 characters, on both sides", () => {
    expect(cleanDonorText("<script>x</script>")).toBe("scriptx/script");
    expect(cleanDonorText("a".repeat(250))).toHaveLength(200);
    const parsed = zakatDonorSchema.parse({
      ...valid,
      firstName: "<b>Amina</b>",
      city: "x".repeat(201),
      phone: 612345678,
    });
    expect(parsed.firstName).toBe("bAmina/b");
    expect(parsed.city).toHaveLength(200);
    expect(parsed.phone).toBe("");
  });

  it("refuses control characters and half surrogate pairs, as every form does, and never cuts an emoji in half", () => {
    for (const bad of ["A\u0007li", "Ali\u001b[31m", "Ali\ud83d", "\ude00Ali"]) {
      for (const field of ["firstName", "lastName", "city", "companyName"]) {
        const result = zakatDonorSchema.safeParse({ ...valid, [field]: bad });
        expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
          [field, "Ongeldige tekens in de invoer"],
        ]);
      }
    }
    expect(donorErrorTitle("Ongeldige tekens in de invoer")).toBe("Validatiefout");
    // Tab and line breaks are text; an emoji at the 200th character is kept whole.
    expect(zakatDonorSchema.parse({ ...valid, address: "Straat 1\tA" }).address).toBe(
      "Straat 1\tA",
    );
    const name = `${"a".repeat(199)}😀b`;
    expect(cleanDonorText(name)).toBe(`${"a".repeat(199)}😀`);
    expect(zakatDonorSchema.parse({ ...valid, lastName: name }).lastName).toBe(
      `${"a".repeat(199)}😀`,
    );
  });

  it("refuses an e-mail address over 200 characters instead of cutting it to another one", () => {
    const long = `${"x".repeat(190)}@mail.example.com`;
    const result = zakatDonorSchema.safeParse({ ...valid, email: long });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Voer een geldig e-mailadres in.");
  });
});
