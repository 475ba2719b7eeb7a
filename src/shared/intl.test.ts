import { describe, expect, it } from "vitest";
import { formatDateNl, formatEuroNl, formatEuroWholeNl, formatOneDecimalNl } from "./intl";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("Dutch formatting", () => {
  it("writes euros, whole euros and one-decimal figures the Dutch way", () => {
    expect(plain(formatEuroNl(1250.5))).toBe("€ 1.250,50");
    expect(plain(formatEuroNl(-3))).toBe("€ -3,00");
    expect(plain(formatEuroWholeNl(1250))).toBe("€ 1.250");
    expect(formatOneDecimalNl(45)).toBe("45,0");
    expect(formatOneDecimalNl(12.345)).toBe("12,3");
  });

  it("writes a calendar day as a long Dutch date, whatever the time zone", () => {
    expect(formatDateNl("2025-09-17")).toBe("17 september 2025");
    expect(formatDateNl("2024-01-01")).toBe("1 januari 2024");
    expect(() => formatDateNl("17-09-2025")).toThrow(RangeError);
  });
});
