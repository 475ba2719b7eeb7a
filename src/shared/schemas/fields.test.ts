import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { normalizeIban, stripPhone } from "../form-input";
import {
  dutchPostcodeField,
  emailField,
  euroAmountToCents,
  ibanField,
  INVALID_CHARACTERS,
  isCalendarDay,
  isHoneypotFilled,
  maskIban,
  optionalLine,
  phoneField,
  requiredLine,
  requiredText,
  validText,
} from "./fields";

const first = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe("IBAN (format rule + ISO 13616 checksum via ibantools)", () => {
  it("accepts valid Dutch, Belgian and German IBANs, normalised", () => {
    expect(ibanField.parse("NL91ABNA0417164300")).toBe("NL91ABNA0417164300");
    expect(ibanField.parse("BE68539007547034")).toBe("BE68539007547034");
    expect(ibanField.parse("DE89370400440532013000")).toBe("DE89370400440532013000");
    // Spaces stripped and letters uppercased, as the input does while typing.
    expect(ibanField.parse(" nl91 abna 0417 1643 00 ")).toBe("NL91ABNA0417164300");
    expect(ibanField.parse("de89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
  });

  it("rejects a bad checksum and a bad format with 'Ongeldig IBAN formaat'", () => {
    for (const bad of [
      "NL91ABNA0417164301", // checksum
      "BE68539007547035",
      "DE89370400440532013001",
      "NLAB0417164300", // letters where the check digits go
      "N191ABNA0417164300",
      "NL91AB", // too short for the 4+ characters after the check digits
      "NL91-ABNA-0417-1643-00",
      "XX91ABNA0417164300", // no such country
    ]) {
      expect(first(ibanField, bad), bad).toBe("Ongeldig IBAN formaat");
    }
    expect(first(ibanField, "")).toBe("IBAN is verplicht");
    expect(first(ibanField, "   ")).toBe("IBAN is verplicht");
    expect(first(ibanField, undefined)).toBe("IBAN is verplicht");
  });

  it("refuses a valid IBAN from outside the SEPA area: a direct debit cannot reach it", () => {
    for (const abroad of ["TR330006100519786457841326", "SA0380000000608010167519"]) {
      expect(first(ibanField, abroad), abroad).toBe(
        "Automatische incasso kan alleen van een rekening in een SEPA-land",
      );
    }
    // SEPA outside the EU: the United Kingdom, Switzerland.
    expect(ibanField.parse("GB29NWBK60161331926819")).toBe("GB29NWBK60161331926819");
    expect(ibanField.parse("CH9300762011623852957")).toBe("CH9300762011623852957");
  });

  it("normalises and masks for lists and e-mails", () => {
    expect(normalizeIban("nl91 abna 0417 1643 00")).toBe("NL91ABNA0417164300");
    expect(maskIban("NL91ABNA0417164300")).toBe("NL91 **** **** **43 00");
    expect(maskIban("NL91ABNA0417164300")).not.toContain("ABNA");
  });
});

describe("text", () => {
  it("keeps tab and line breaks, refuses the other control characters and half a surrogate pair", () => {
    const message = requiredText(500, "Vereist", "Te lang");
    expect(message.parse(" Zoë\u00a0Çelik:\r\n\tregel twee 🌙 ")).toBe(
      "Zoë\u00a0Çelik:\r\n\tregel twee 🌙",
    );
    for (const bad of [
      "\u0000",
      "\u0007",
      "\u000b",
      "\u000c",
      "\u001b",
      "\u007f",
      "\u0080",
      "\u0085",
      "\u009f",
      "\ud800",
      "\udfff",
    ]) {
      expect(first(message, `Jan${bad}sen`), escape(bad)).toBe(INVALID_CHARACTERS);
    }
  });

  it("a one-line field refuses every kind of line break with its own message", () => {
    const name = requiredLine(100, "Vereist", "Te lang", "Naam mag geen regeleinden bevatten");
    const place = optionalLine(100, "Te lang", "Plaats mag geen regeleinden bevatten");
    expect(name.parse(" Zoë\u00a0't Hart ")).toBe("Zoë\u00a0't Hart");
    expect(place.parse("")).toBeUndefined();
    for (const brk of ["\r\n", "\n", "\r", "\u2028", "\u2029"]) {
      expect(first(name, `Jan${brk}Bcc: x@evil.example`), escape(brk)).toBe(
        "Naam mag geen regeleinden bevatten",
      );
      expect(first(place, `Den${brk}Haag`), escape(brk)).toBe(
        "Plaats mag geen regeleinden bevatten",
      );
    }
    // A break at either end is trimmed away, as any space is.
    expect(name.parse("\r\nJan\n")).toBe("Jan");
  });

  it("validText leaves out what text refuses (for text read from a file)", () => {
    expect(validText("J\u0000a\u0007n\u0085 \ud800Zoë\tX")).toBe("Jan Zoë\tX");
  });
});

describe("isCalendarDay", () => {
  it("takes a real day written YYYY-MM-DD and nothing else", () => {
    for (const day of ["2024-02-29", "2026-12-31", "1900-01-01"])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      "2025-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-1-01",
      " 2026-01-01",
      "2026-01-01T00:00",
      "",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe("other building blocks", () => {
  it("e-mail: trimmed, valid, at most 255", () => {
    const email = emailField({ invalid: "Ongeldig", required: "Vereist", tooLong: "Te lang" });
    expect(email.parse("  a.b@example.nl ")).toBe("a.b@example.nl");
    expect(first(email, "")).toBe("Vereist");
    for (const bad of ["a", "a@b", "a @b.nl", "@b.nl", "a@b.n"])
      expect(first(email, bad)).toBe("Ongeldig");
    // Invisible characters pasted along: a zero-width space, joiner and no-break space, a
    // direction mark, a soft hyphen, a byte-order mark, a broken byte.
    for (const hidden of ["\u200b", "\u200d", "\u2060", "\u200e", "\u00ad", "\ufeff", "\ufffd"]) {
      expect(first(email, `jan${hidden}@example.org`), escape(hidden)).toBe("Ongeldig");
      expect(first(email, `jan@exam${hidden}ple.org`), escape(hidden)).toBe("Ongeldig");
    }
    // A control character is refused as in every text field.
    expect(first(email, "jan\u0085@example.org")).toBe(INVALID_CHARACTERS);
    // Letters beyond ASCII are no format characters: an internationalised domain stays valid.
    expect(email.parse("jan@café.nl")).toBe("jan@café.nl");
    expect(first(email, `${"a".repeat(251)}@b.nl`)).toBe("Te lang");
  });

  it("euro amount to cents: read the Dutch way, two decimals at most, at least €1", () => {
    const amount = euroAmountToCents({ invalid: "Ongeldig bedrag", required: "Selecteer" });
    expect(amount.parse(25)).toBe(2500);
    expect(amount.parse("12,5")).toBe(1250);
    expect(amount.parse("0012.34")).toBe(1234);
    expect(amount.parse(1)).toBe(100);
    expect(amount.parse("10.000")).toBe(1_000_000);
    expect(amount.parse("€ 1 250,50")).toBe(125_050);
    expect(first(amount, "")).toBe("Selecteer");
    expect(first(amount, undefined)).toBe("Selecteer");
    for (const bad of [
      0,
      0.99,
      -5,
      "1,999",
      "1.2.3",
      "abc",
      "1e3",
      10_000_001,
      Number.MAX_VALUE,
      true,
    ]) {
      expect(first(amount, bad), String(bad)).toBe(
        typeof bad === "boolean" ? "Selecteer" : "Ongeldig bedrag",
      );
    }
  });

  it("phone: digits, spaces, hyphens, brackets, one leading +; optional", () => {
    const phone = phoneField(20);
    expect(phone.parse("+31 (0)6-12345678")).toBe("+31 (0)6-12345678");
    expect(phone.parse("")).toBeUndefined();
    expect(phone.parse(undefined)).toBeUndefined();
    expect(first(phone, "06 1234 abcd")).toBe("Ongeldig telefoonnummer format");
    expect(first(phone, "06+123")).toBe("Ongeldig telefoonnummer format");
    expect(first(phone, "1".repeat(21))).toBe("Telefoonnummer mag maximaal 20 karakters lang zijn");
    expect(stripPhone("tel: +31 (6) 12-34x56")).toBe(" +31 (6) 12-3456");
    // A space is a space: a line break or a tab is no part of a phone number.
    expect(first(phone, "06\n1234")).toBe("Ongeldig telefoonnummer format");
    expect(first(phone, "06\t1234")).toBe("Ongeldig telefoonnummer format");
    expect(stripPhone("06\r\n12\t34")).toBe("061234");
    expect(phone.parse("06\u00a01234")).toBe("06\u00a01234"); // pasted with a no-break space
  });

  it("Dutch postcode 1234 AB, normalised", () => {
    expect(dutchPostcodeField.parse("1234ab")).toBe("1234 AB");
    expect(dutchPostcodeField.parse(" 1234 AB ")).toBe("1234 AB");
    for (const bad of ["0123 AB", "123 AB", "1234 A", "ABCD 12"]) {
      expect(first(dutchPostcodeField, bad)).toBe("Ongeldig postcode format (gebruik 1234 AB)");
    }
  });

  it("honeypot: filled means any non-empty value", () => {
    expect(isHoneypotFilled({ website: "x" })).toBe(true);
    expect(isHoneypotFilled({ website: 0 })).toBe(true);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("website")).toBe(false);
  });
});
