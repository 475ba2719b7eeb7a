import { describe, expect, it } from "vitest";
import type { EquityMethod } from "./constants";
import { calculateZakat } from "./calculate";
import { zakatInput } from "./fixtures";

const run = (change: Parameters<typeof zakatInput>[0]) => calculateZakat(zakatInput(change));

describe("gold and silver", () => {
  it.each([
    [24, 625],
    [22, 572.92],
    [21, 546.88],
    [18, 468.75],
    [14, 364.58],
  ])("10 g of %s karat at 62.50 per gram is %s EUR", (karat, expected) => {
    expect(run((i) => (i.assets.gold = { grams: 10, karat })).breakdown.goldEUR).toBe(expected);
  });

  it("counts gold regardless of the jewelry policy", () => {
    const result = run((i) => {
      i.assets.gold = { grams: 10, karat: 24 };
      i.policy.includeJewelry = false;
    });
    expect(result.breakdown.goldEUR).toBe(625);
    expect(result.policyApplied.includeJewelry).toBe(false);
  });

  it("uses the configured gold price", () => {
    const result = run((i) => {
      i.goldPricePerGram = 70;
      i.assets.gold = { grams: 3, karat: 18 };
    });
    expect(result.breakdown.goldEUR).toBe(157.5);
  });

  it("counts silver as grams x price", () => {
    expect(run((i) => (i.assets.silver.grams = 100)).breakdown.silverEUR).toBe(78);
  });
});

describe("business assets", () => {
  it("counts inventory, rent held and real estate for trade", () => {
    const result = run((i) => {
      i.assets.inventoryWholesale = 1000;
      i.assets.rentHeld = 1200;
      i.assets.tradeRealEstateMarketValue = 250000;
    });
    expect(result.breakdown.inventoryEUR).toBe(1000);
    expect(result.breakdown.rentEUR).toBe(1200);
    expect(result.breakdown.tradeRE_EUR).toBe(250000);
    expect(result.breakdown.assetsTotal).toBe(252200);
  });

  it("counts strong receivables and ignores weak ones", () => {
    const result = run((i) => (i.assets.receivables = { strong: 500, weak: 700 }));
    expect(result.breakdown.receivablesEUR).toBe(500);
    expect(result.breakdown.assetsTotal).toBe(500);
  });

  it.each<[EquityMethod[], number, EquityMethod]>([
    [["TRADER"], 1000, "TRADER"],
    [["ASSET"], 300, "ASSET"],
    [["NONE"], 0, "NONE"],
    [[], 0, "NONE"],
    [["TRADER", "ASSET"], 1000, "TRADER"],
    [["ASSET", "TRADER"], 1000, "TRADER"],
    [["ASSET", "NONE"], 0, "NONE"],
  ])("equities with method %j count %s EUR", (methods, expected, applied) => {
    const result = run((i) => {
      i.assets.equities = { marketValue: 1000, zakatableComponent: 300 };
      i.policy.equityMethod = methods;
    });
    expect(result.breakdown.equitiesEUR).toBe(expected);
    expect(result.policyApplied.equityMethod).toBe(applied);
  });
});

describe("12-month liabilities and the net base", () => {
  it("adds the five debts and subtracts them from the assets", () => {
    const result = run((i) => {
      i.assets.cash = [{ amount: 10000, currency: "EUR" }];
      i.liabilities12m = {
        payables: 100,
        consumerDebt: 200,
        mortgagePrincipal12m: 300,
        studentLoan12m: 400,
        other: 500,
      };
    });
    expect(result.breakdown.liabTotal).toBe(1500);
    expect(result.netBase).toBe(8500);
    expect(result.baseZakat).toBe(212.5);
  });

  it("keeps the net base at 0 when debts exceed the assets", () => {
    const result = run((i) => {
      i.assets.cash = [{ amount: 1000, currency: "EUR" }];
      i.liabilities12m.consumerDebt = 5000;
    });
    expect(result.netBase).toBe(0);
    expect(result.baseZakat).toBe(0);
    expect(result.zakatTotal).toBe(0);
    expect(result.zakatDue).toBe(false);
  });

  it("does not let debts reduce agriculture or mining zakat", () => {
    const result = run((i) => {
      i.liabilities12m.other = 5000;
      i.assets.mining = { type: "MAADIN", value: 1000 };
    });
    expect(result.zakatTotal).toBe(25);
  });
});
