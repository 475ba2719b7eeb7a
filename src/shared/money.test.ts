import { describe, expect, it } from "vitest";
import { eurosToCents, formatCents, formatEuro } from "./money";

describe("money", () => {
  it("formats euros in the Dutch locale", () => {
    expect(formatCents(125000).replace(/\s/g, " ")).toBe("€ 1.250,00");
    expect(formatEuro(10).replace(/\s/g, " ")).toBe("€ 10,00");
  });

  it("converts euros to cents without float drift", () => {
    expect(eurosToCents(10)).toBe(1000);
    expect(eurosToCents("12.34")).toBe(1234);
    expect(eurosToCents("12,3")).toBe(1230);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(null);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents("1.234")).toBe(null);
    expect(eurosToCents("abc")).toBe(null);
    expect(eurosToCents(Number.NaN)).toBe(null);
  });
});
