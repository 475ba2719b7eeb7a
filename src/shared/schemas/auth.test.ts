import { describe, expect, it } from "vitest";
import { authIssueTitle, missingPasswordRules, weakPasswordMessage } from "../auth";
import { signInSchema, signUpSchema } from "./auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("sign-up password rules", () => {
  it.each([
    ["Abc!1", "Het wachtwoord moet nog bevatten: minimaal 8 tekens."],
    ["abcdef!1", "Het wachtwoord moet nog bevatten: een hoofdletter."],
    ["ABCDEF!1", "Het wachtwoord moet nog bevatten: een kleine letter."],
    ["Abcdefg!", "Het wachtwoord moet nog bevatten: een cijfer."],
    ["Abcdefg1", "Het wachtwoord moet nog bevatten: een speciaal teken."],
    [
      "abc",
      "Het wachtwoord moet nog bevatten: minimaal 8 tekens, een hoofdletter, een cijfer en een speciaal teken.",
    ],
    [
      "        ",
      "Het wachtwoord moet nog bevatten: een hoofdletter, een kleine letter en een cijfer.",
    ],
  ])("%j -> %s", (password, message) => {
    const result = signUpSchema.safeParse({ email: "a@example.org", password });
    expect(firstMessage(result)).toBe(message);
    expect(authIssueTitle(message, "signUp")).toBe("Wachtwoord te zwak");
  });

  it("accepts a password with all five, including non-ASCII letters", () => {
    expect(missingPasswordRules("Sterk!Wachtwoord1")).toEqual([]);
    expect(missingPasswordRules("Ébène-été9")).toEqual([]);
    expect(signUpSchema.safeParse({ email: "a@example.org", password: "Ébène-été9" }).success).toBe(
      true,
    );
  });

  it("lists what is missing in the rules' order", () => {
    expect(weakPasswordMessage(["een cijfer", "een speciaal teken"])).toBe(
      "Het wachtwoord moet nog bevatten: een cijfer en een speciaal teken.",
    );
  });
});

describe("required fields and e-mail", () => {
  it("says 'Vul alle velden in' under the title 'Fout' for an empty field", () => {
    for (const body of [
      { email: "", password: "Sterk!Wachtwoord1" },
      { email: "   ", password: "Sterk!Wachtwoord1" },
      { email: "a@example.org", password: "" },
      {},
    ]) {
      for (const schema of [signInSchema, signUpSchema]) {
        const message = firstMessage(schema.safeParse(body));
        expect(message).toBe("Vul alle velden in");
        expect(authIssueTitle(message!, "signIn")).toBe("Fout");
      }
    }
  });

  it("trims the e-mail", () => {
    const parsed = signInSchema.parse({ email: "  a@example.org \n", password: "x" });
    expect(parsed.email).toBe("a@example.org");
  });

  it("names an invalid address, under the call's own failure title", () => {
    const message = firstMessage(signUpSchema.safeParse({ email: "geen-adres", password: "x" }));
    expect(message).toBe("Ongeldig e-mailadres");
    expect(authIssueTitle(message!, "signUp")).toBe("Registratie fout");
    expect(authIssueTitle(message!, "signIn")).toBe("Inlog fout");
  });

  it("does not apply the strength rules to sign-in (old passwords still work)", () => {
    expect(signInSchema.safeParse({ email: "a@example.org", password: "zwak" }).success).toBe(true);
  });
});
