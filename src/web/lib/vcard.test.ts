import { describe, expect, it } from "vitest";
import { contactCard } from "./vcard";

describe("contactCard", () => {
  it("holds the name and phone number as a vCard", () => {
    const card = contactCard({ name: "Stichting Qamar", phone: "+31 20 123 4567" });
    expect(card.split("\r\n")).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Stichting Qamar",
      "ORG:Stichting Qamar",
      "TEL;TYPE=WORK,VOICE:+31201234567",
      "END:VCARD",
      "",
    ]);
  });

  it("escapes separators in text values", () => {
    expect(contactCard({ name: "A; B, C", phone: "1" })).toContain("FN:A\\; B\\, C");
  });
});
