import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, formatEuro, formatEuroWhole } from "./money";
import { formatFixedNl, lazyFormat } from "./number-format";

// The hand-built texts must be exactly what Intl's nl-NL formats give (Node has full ICU).
const intlEuro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
const intlEuroWhole = new Intl.NumberFormat("nl-NL", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
});
const intlFixed = (digits: number) =>
  new Intl.NumberFormat("nl-NL", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const cents = fc.integer({ min: -1e11, max: 1e11 });
// Amounts as a person or a calculation gives them: any double, halves and near-halves too.
const euros = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 1000),
  fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 200),
);

describe("Dutch number texts without Intl", () => {
  it("formats cents exactly as Intl's nl-NL euro format", () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatCents(c)).toBe(intlEuro.format(c / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("formats euros and whole euros exactly as Intl, rounding halves as Intl does", () => {
    fc.assert(
      fc.property(euros, (e) => {
        expect(formatEuro(e)).toBe(intlEuro.format(e));
        expect(formatEuroWhole(e)).toBe(intlEuroWhole.format(e));
      }),
      { numRuns: 3000 },
    );
    for (const e of [
      0, -0, 1e-7, -1e-7, 0.005, 0.015, 1.005, 1.115, 2.5, 9.995, 999.995, 223839.275, -0.5,
    ]) {
      expect(formatEuro(e)).toBe(intlEuro.format(e));
      expect(formatEuroWhole(e)).toBe(intlEuroWhole.format(e));
    }
  });

  it("writes thousands and decimals the Dutch way for any number of decimals", () => {
    fc.assert(
      fc.property(euros, fc.integer({ min: 0, max: 3 }), (x, digits) => {
        expect(formatFixedNl(x, digits)).toBe(intlFixed(digits).format(x));
      }),
      { numRuns: 2000 },
    );
    expect(formatFixedNl(1250.5, 1)).toBe("1.250,5");
    expect(formatFixedNl(45, 1)).toBe("45,0");
    expect(formatCents(125000)).toBe("€\u00a01.250,00");
  });

  it("makes a lazy formatter once, on first use", () => {
    let made = 0;
    const get = lazyFormat(() => {
      made++;
      return new Intl.NumberFormat("nl-NL");
    });
    expect(made).toBe(0);
    expect(get().format(1000)).toBe("1.000");
    expect(get()).toBe(get());
    expect(made).toBe(1);
  });
});
