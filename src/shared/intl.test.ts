import { describe, expect, it, vi } from "vitest";
import { formatEuroWhole } from "./euro-whole";
import {
  formatDateNl,
  formatEuroNl,
  formatMonthNl,
  formatEuroPriceNl,
  formatMoneyNl,
  formatOneDecimalNl,
} from "./intl";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("Dutch formatting", () => {
  it("writes euros, whole euros and one-decimal figures the Dutch way", () => {
    expect(plain(formatEuroNl(1250.5))).toBe("€ 1.250,50");
    expect(plain(formatEuroNl(-3))).toBe("€ -3,00");
    expect(plain(formatEuroWhole(1250))).toBe("€ 1.250");
    expect(formatOneDecimalNl(45)).toBe("45,0");
    expect(formatOneDecimalNl(12.345)).toBe("12,3");
  });

  it("writes a price per unit with the decimals it has, at least two", () => {
    expect(plain(formatEuroPriceNl(61.234))).toBe("€ 61,234");
    expect(plain(formatEuroPriceNl(62.5))).toBe("€ 62,50");
    expect(plain(formatEuroPriceNl(0.7851))).toBe("€ 0,7851");
  });

  it("writes an amount in a currency, and one with a code that is no currency code without throwing", () => {
    expect(plain(formatMoneyNl(1000, "USD"))).toBe("US$ 1.000,00");
    expect(plain(formatMoneyNl(1000, "EURO"))).toBe("1.000,00 EURO");
  });

  it("writes whole euros without making an Intl formatter (no locale data at page start)", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    try {
      const fresh = await import("./euro-whole");
      expect(fresh.formatEuroWhole(1250)).toBe("€\u00a01.250");
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("writes whole euros by hand exactly as Intl does", () => {
    const intl = new Intl.NumberFormat("nl-NL", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [0, -0, 5, 30, 999, 1000, 1250, 25_000, 1_000_000, 1_234_567.5, 2.5, 0.4];
    for (let i = 1; i < 2_000_000; i = Math.ceil(i * 1.37) + 1) amounts.push(i, i + 0.5, -i);
    for (const euros of [...amounts, -2.5, -0.4, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatEuroWhole(euros), String(euros)).toBe(intl.format(euros));
  });

  it("writes a calendar day as a long Dutch date, whatever the time zone", () => {
    expect(formatDateNl("2025-09-17")).toBe("17 september 2025");
    expect(formatDateNl("2024-01-01")).toBe("1 januari 2024");
    expect(() => formatDateNl("17-09-2025")).toThrow(RangeError);
  });

  it("writes a month as a Dutch month and year", () => {
    expect(formatMonthNl("2026-12")).toBe("december 2026");
    expect(formatMonthNl("2027-01")).toBe("januari 2027");
    expect(() => formatMonthNl("12-2026")).toThrow(RangeError);
  });
});
