import { describe, expect, it } from "vitest";
import { createDefaultZakatInput, DEFAULT_ZAKAT_INPUT, parseStoredDraft } from "./input";

const defaults = {
  locale: "nl-NL",
  currency: "EUR",
  hawlMode: "HIJRI",
  gregorianRate: 0.02577,
  nisabBasis: "GOLD",
  goldPricePerGram: 62.5,
  silverPricePerGram: 0.78,
  policy: { includeJewelry: true, equityMethod: ["TRADER"], pensionRule: ["MANDATORY_EXEMPT"] },
  assets: {
    cash: [{ amount: 0, currency: "EUR" }],
    fx: [],
    crypto: [],
    gold: { grams: 0, karat: 24 },
    silver: { grams: 0 },
    inventoryWholesale: 0,
    receivables: { strong: 0, weak: 0 },
    equities: { marketValue: 0, zakatableComponent: 0 },
    rentHeld: 0,
    tradeRealEstateMarketValue: 0,
    agri: { type: "RAIN", yieldValue: 0 },
    livestock: { species: "SHEEP", count: 0, valuePerAnimal: 0 },
    mining: { type: "MAADIN", value: 0 },
  },
  liabilities12m: {
    payables: 0,
    consumerDebt: 0,
    mortgagePrincipal12m: 0,
    studentLoan12m: 0,
    other: 0,
  },
};

describe("default input", () => {
  it("holds the calculator's defaults and one cash row", () => {
    expect(createDefaultZakatInput()).toEqual(defaults);
    expect(DEFAULT_ZAKAT_INPUT).toEqual(defaults);
  });

  it("hands out fresh copies", () => {
    const first = createDefaultZakatInput();
    first.assets.cash.push({ amount: 5, currency: "USD" });
    expect(createDefaultZakatInput().assets.cash).toHaveLength(1);
  });
});

describe("parseStoredDraft (the draft is restored on load)", () => {
  it.each([
    ["not JSON", "{oops"],
    ["null", null],
    ["a number", 42],
    ["an array", "[1,2]"],
    ["an empty string", ""],
  ])("gives the defaults for %s", (_, stored) => {
    expect(parseStoredDraft(stored)).toEqual(defaults);
  });

  it("gives the defaults when reading the value throws", () => {
    const hostile = Object.defineProperty({}, "assets", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(parseStoredDraft(hostile)).toEqual(defaults);
  });

  it("round-trips a full draft", () => {
    const draft = createDefaultZakatInput();
    draft.hawlMode = "GREGORIAN";
    draft.assets.crypto = [{ symbol: "ETH", amount: 2, eurValue: 0 }];
    draft.liabilities12m.other = 75;
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("fills a partial, older draft field by field", () => {
    const stored = JSON.stringify({
      nisabBasis: "SILVER",
      goldPricePerGram: "70,5",
      silverPricePerGram: "abc",
      policy: { equityMethod: "ASSET", includeJewelry: "yes" },
      assets: { cash: [{ amount: "12" }], gold: 5, receivables: { strong: 300 } },
      liabilities12m: { other: null },
      removedField: true,
    });
    const input = parseStoredDraft(stored);
    expect(input.nisabBasis).toBe("SILVER");
    expect(input.goldPricePerGram).toBe(70.5);
    expect(input.silverPricePerGram).toBe(0);
    expect(input.policy).toEqual({
      includeJewelry: true,
      equityMethod: ["ASSET"],
      pensionRule: ["MANDATORY_EXEMPT"],
    });
    expect(input.assets.cash).toEqual([{ amount: 12, currency: "EUR" }]);
    expect(input.assets.gold).toEqual({ grams: 0, karat: 24 });
    expect(input.assets.receivables).toEqual({ strong: 300, weak: 0 });
    expect(input.liabilities12m.other).toBe(0);
    expect("removedField" in input).toBe(false);
  });

  it("keeps at least one cash row", () => {
    expect(parseStoredDraft({ assets: { cash: [] } }).assets.cash).toEqual([
      { amount: 0, currency: "EUR" },
    ]);
  });

  it("repairs bad choices", () => {
    const input = parseStoredDraft({
      hawlMode: "SOLAR",
      gregorianRate: 5,
      policy: { equityMethod: ["FOO"], pensionRule: ["NONE", "NONE"] },
      assets: { agri: { type: "SNOW", yieldValue: 10 }, livestock: { species: "LLAMA", count: 3 } },
    });
    expect(input.hawlMode).toBe("HIJRI");
    expect(input.gregorianRate).toBe(0.02577);
    expect(input.policy.equityMethod).toEqual(["TRADER"]);
    expect(input.policy.pensionRule).toEqual(["NONE"]);
    expect(input.assets.agri).toEqual({ type: "RAIN", yieldValue: 10 });
    expect(input.assets.livestock).toEqual({ species: "SHEEP", count: 3, valuePerAnimal: 0 });
  });

  it("keeps an empty equity list (unchecking NONE)", () => {
    expect(parseStoredDraft({ policy: { equityMethod: [] } }).policy.equityMethod).toEqual([]);
  });
});
