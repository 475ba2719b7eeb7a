import { describe, expect, it } from "vitest";
import { calculateZakat } from "./calculate";
import { cashOnly } from "./fixtures";

describe("gold nisab: 85 g x 62.50 = 5312.50", () => {
  it("below the nisab no zakat is due on the base", () => {
    const result = calculateZakat(cashOnly(5312.49));
    expect(result.nisab).toBe(5312.5);
    expect(result.nisabReached).toBe(false);
    expect(result.baseZakat).toBe(0);
    expect(result.zakatTotal).toBe(0);
    expect(result.zakatDue).toBe(false);
  });

  it("exactly at the nisab zakat is due (net base >= nisab)", () => {
    const result = calculateZakat(cashOnly(5312.5));
    expect(result.nisabReached).toBe(true);
    expect(result.baseZakat).toBe(132.81);
    expect(result.zakatDue).toBe(true);
  });

  it("above the nisab the whole base is taxed", () => {
    expect(calculateZakat(cashOnly(6000)).zakatTotal).toBe(150);
  });

  it("reaches the nisab when rows add up to it in cents despite float noise", () => {
    // 463.90 + 0.20 is 464.09999999999997 in binary floats; the user sees 464.10.
    const result = calculateZakat(
      cashOnly(0, (i) => {
        i.nisabBasis = "SILVER";
        i.assets.cash = [
          { amount: 463.9, currency: "EUR" },
          { amount: 0.2, currency: "EUR" },
        ];
      }),
    );
    expect(result.nisabReached).toBe(true);
    expect(result.zakatTotal).toBe(11.6);
  });
});

describe("silver nisab: 595 g x 0.78 = 464.10", () => {
  const silver = (amount: number) => cashOnly(amount, (i) => (i.nisabBasis = "SILVER"));

  it("below", () => {
    const result = calculateZakat(silver(464.09));
    expect(result.nisab).toBe(464.1);
    expect(result.nisabReached).toBe(false);
    expect(result.zakatTotal).toBe(0);
  });

  it("at", () => {
    const result = calculateZakat(silver(464.1));
    expect(result.nisabReached).toBe(true);
    expect(result.zakatTotal).toBe(11.6);
  });

  it("above", () => {
    expect(calculateZakat(silver(1000)).zakatTotal).toBe(25);
  });

  it("uses the configured silver price", () => {
    const dearer = calculateZakat(
      cashOnly(1000, (i) => {
        i.nisabBasis = "SILVER";
        i.silverPricePerGram = 2;
      }),
    );
    expect(dearer.nisab).toBe(1190);
    expect(dearer.zakatTotal).toBe(0);
  });
});

describe("rate by hawl mode", () => {
  it("HIJRI uses 2.5% and ignores the Gregorian rate", () => {
    const result = calculateZakat(
      cashOnly(10000, (i) => {
        i.hawlMode = "HIJRI";
        i.gregorianRate = 0.03;
      }),
    );
    expect(result.rate).toBe(0.025);
    expect(result.zakatTotal).toBe(250);
  });

  it("GREGORIAN uses the default 2.577%", () => {
    const result = calculateZakat(cashOnly(10000, (i) => (i.hawlMode = "GREGORIAN")));
    expect(result.rate).toBe(0.02577);
    expect(result.zakatTotal).toBe(257.7);
  });

  it("GREGORIAN uses a configured rate", () => {
    const result = calculateZakat(
      cashOnly(10000, (i) => {
        i.hawlMode = "GREGORIAN";
        i.gregorianRate = 0.03;
      }),
    );
    expect(result.rate).toBe(0.03);
    expect(result.zakatTotal).toBe(300);
  });

  it("GREGORIAN falls back to 2.577% when the rate is unusable", () => {
    const result = calculateZakat(
      cashOnly(10000, (i) => {
        i.hawlMode = "GREGORIAN";
        i.gregorianRate = Number.NaN;
      }),
    );
    expect(result.zakatTotal).toBe(257.7);
  });
});

describe("rounding to cents only at the end, half up", () => {
  it("rounds a sum of rows once, not each row", () => {
    const result = calculateZakat(
      cashOnly(0, (i) => {
        i.assets.cash = [
          { amount: 0.004, currency: "EUR" },
          { amount: 0.004, currency: "EUR" },
        ];
      }),
    );
    expect(result.breakdown.cashEUR).toBe(0.01);
  });

  it("rounds the total from the exact parts: 132.8125 + 0.0025 = 132.815 -> 132.82", () => {
    const result = calculateZakat(
      cashOnly(5312.5, (i) => (i.assets.mining = { type: "MAADIN", value: 0.1 })),
    );
    expect(result.baseZakat).toBe(132.81);
    expect(result.miningZakat).toBe(0);
    expect(result.zakatTotal).toBe(132.82);
  });

  it("rounds a decimal half up: 1.005 -> 1.01", () => {
    const result = calculateZakat(cashOnly(0, (i) => (i.assets.inventoryWholesale = 1.005)));
    expect(result.breakdown.inventoryEUR).toBe(1.01);
  });
});
