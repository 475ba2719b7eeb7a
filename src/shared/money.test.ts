import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumberNl } from "./intl";
import { formatCents, formatEuro } from "./money";
import { eurosToCents, parseDutchNumber, parseEuroCents, parseEuros } from "./amount";

describe("money", () => {
  it("formats euros in the Dutch locale", () => {
    expect(formatCents(125000).replace(/\s/g, " ")).toBe("€ 1.250,00");
    expect(formatEuro(10).replace(/\s/g, " ")).toBe("€ 10,00");
  });

  it("converts numbers to cents without float drift", () => {
    expect(eurosToCents(10)).toBe(1000);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(null);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(-5)).toBe(null);
    expect(eurosToCents(Number.NaN)).toBe(null);
  });
});

describe("amounts typed the Dutch way", () => {
  it.each([
    ["10.000", 10000],
    ["10.000,50", 10000.5],
    ["1.250", 1250],
    ["12,5", 12.5],
    ["€ 1 250", 1250],
    ["€\u00a010.000", 10000],
    [" 1250 ", 1250],
    ["1250.75", 1250.75],
    ["12.5", 12.5],
    ["10.00", 10],
    ["1.000.000", 1000000],
    ["1 250,50", 1250.5],
    ["1 250.5", 1250.5],
    ["€ 25,-", 25],
    ["25 EUR", 25],
    ["0012.34", 12.34],
    ["0", 0],
    [",5", 0.5],
    ["10,500", 10.5],
  ])("%j is %d euros", (typed, euros) => {
    expect(parseEuros(typed)).toBe(euros);
    expect(eurosToCents(typed)).toBe(Math.round(euros * 100));
  });

  it.each([
    "",
    "   ",
    "tien",
    "12abc",
    "1e3",
    "0x10",
    "-5",
    "1,2,3",
    "1.250.5",
    "1.25.000",
    "1,250.75",
    "1.000 000",
    "1 25",
    "12,345",
    "0.785",
    "€",
    ",",
    "10.",
  ])("%j cannot be read as euros", (typed) => {
    expect(parseEuroCents(typed)).toBe(null);
    expect(eurosToCents(typed)).toBe(null);
  });

  it("reads numbers that are no money with all their decimals", () => {
    expect(parseDutchNumber("0.785")).toBe(0.785);
    expect(parseDutchNumber("0,125")).toBe(0.125);
    expect(parseDutchNumber("1.000")).toBe(1000);
    expect(parseDutchNumber("12,345")).toBe(12.345);
    expect(parseDutchNumber("1,2,3")).toBe(null);
    expect(parseDutchNumber("-1")).toBe(null);
  });

  it("reads back any amount written the Dutch way", () => {
    const cents = fc.integer({ min: 0, max: 100_000_000_000 });
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseEuroCents(formatCents(amount))).toBe(amount);
        // Without the euro sign, and with only the decimals it needs ("1.250,5").
        expect(parseEuroCents(formatNumberNl(amount / 100))).toBe(amount);
      }),
    );
  });

  it("reads back any number written the Dutch way", () => {
    const value = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(value, (n) => {
        expect(parseDutchNumber(formatNumberNl(n))).toBe(n);
      }),
    );
  });
});
