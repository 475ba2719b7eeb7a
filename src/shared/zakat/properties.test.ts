import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateZakat } from "./calculate";
import { zakatInput } from "./fixtures";
import type { ZakatInput } from "./input";

// Amounts as a user could type them: cents up to ten million euros.
const amount = fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100);
// Anything a number field can hold, for the "never negative" property; magnitudes stay
// below 1e15 euros so that adding thirty fields cannot overflow to Infinity.
const anyNumber = fc.oneof(
  amount,
  fc.double({ min: -1e15, max: 1e15 }),
  fc.constantFrom(-100, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const currency = fc.constantFrom(
  "EUR",
  "USD",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
);

const inputOf = (n: fc.Arbitrary<number>): fc.Arbitrary<ZakatInput> =>
  fc
    .record({
      hawlMode: fc.constantFrom("HIJRI", "GREGORIAN"),
      gregorianRate: fc.constantFrom(0.02577, 0.03, 0.025),
      nisabBasis: fc.constantFrom("GOLD", "SILVER"),
      goldPricePerGram: n,
      silverPricePerGram: n,
      includeJewelry: fc.boolean(),
      equityMethod: fc.subarray(["TRADER", "ASSET", "NONE"] as const),
      cash: fc.array(fc.record({ amount: n, currency }), { minLength: 1, maxLength: 3 }),
      fx: fc.array(fc.record({ amount: n, currency }), { maxLength: 2 }),
      crypto: fc.array(
        fc.record({ symbol: fc.constantFrom("BTC", "ETH", "ADA", "SOL"), amount: n, eurValue: n }),
        { maxLength: 2 },
      ),
      gold: fc.record({ grams: n, karat: fc.constantFrom(24, 22, 21, 18, 14) }),
      silverGrams: n,
      values: fc.array(n, { minLength: 8, maxLength: 8 }),
      agriType: fc.constantFrom("RAIN", "IRRIGATED", "MIXED"),
      species: fc.constantFrom("SHEEP", "GOAT", "CATTLE", "CAMEL"),
      count: fc.oneof(fc.integer({ min: 0, max: 1000 }), n),
      miningType: fc.constantFrom("MAADIN", "RIKAZ"),
      debts: fc.array(n, { minLength: 5, maxLength: 5 }),
    })
    .map((r) =>
      zakatInput((i) => {
        const [inv = 0, strong = 0, weak = 0, market = 0, part = 0, rent = 0, re = 0, agri = 0] =
          r.values;
        Object.assign(i, {
          hawlMode: r.hawlMode,
          gregorianRate: r.gregorianRate,
          nisabBasis: r.nisabBasis,
          goldPricePerGram: r.goldPricePerGram,
          silverPricePerGram: r.silverPricePerGram,
        });
        i.policy.includeJewelry = r.includeJewelry;
        i.policy.equityMethod = [...r.equityMethod];
        Object.assign(i.assets, {
          cash: r.cash,
          fx: r.fx,
          crypto: r.crypto,
          gold: r.gold,
          silver: { grams: r.silverGrams },
          inventoryWholesale: inv,
          receivables: { strong, weak },
          equities: { marketValue: market, zakatableComponent: part },
          rentHeld: rent,
          tradeRealEstateMarketValue: re,
          agri: { type: r.agriType, yieldValue: agri },
          livestock: { species: r.species, count: r.count, valuePerAnimal: agri / 100 },
          mining: { type: r.miningType, value: inv / 3 },
        });
        const [payables = 0, consumerDebt = 0, mortgage = 0, student = 0, other = 0] = r.debts;
        i.liabilities12m = {
          payables,
          consumerDebt,
          mortgagePrincipal12m: mortgage,
          studentLoan12m: student,
          other,
        };
      }),
    );

// Ways to grow one asset by `by` euros (or grams, units, animals).
const growers: Record<string, (i: ZakatInput, by: number) => void> = {
  cash: (i, by) => (i.assets.cash[0]!.amount += by),
  fx: (i, by) => i.assets.fx.push({ amount: by, currency: "USD" }),
  // Quantity, or the EUR value when one is given: growing a 0 EUR value would swap the
  // fallback price for a typed value, which is a different holding, not a larger one.
  crypto: (i, by) => i.assets.crypto.push({ symbol: "BTC", amount: by / 1000, eurValue: 0 }),
  cryptoValue: (i, by) => i.assets.crypto.push({ symbol: "ETH", amount: 1, eurValue: by }),
  gold: (i, by) => (i.assets.gold.grams += by),
  silver: (i, by) => (i.assets.silver.grams += by),
  inventory: (i, by) => (i.assets.inventoryWholesale += by),
  strong: (i, by) => (i.assets.receivables.strong += by),
  weak: (i, by) => (i.assets.receivables.weak += by),
  market: (i, by) => (i.assets.equities.marketValue += by),
  part: (i, by) => (i.assets.equities.zakatableComponent += by),
  rent: (i, by) => (i.assets.rentHeld += by),
  tradeRE: (i, by) => (i.assets.tradeRealEstateMarketValue += by),
  agri: (i, by) => (i.assets.agri.yieldValue += by),
  livestock: (i, by) => (i.assets.livestock.count += Math.ceil(by)),
  mining: (i, by) => (i.assets.mining.value += by),
  lessDebt: (i, by) => (i.liabilities12m.other = Math.max(0, i.liabilities12m.other - by)),
};

const money = (r: ReturnType<typeof calculateZakat>) => [
  r.nisab,
  r.netBase,
  r.baseZakat,
  r.agriZakat,
  r.livestockZakat,
  r.miningZakat,
  r.zakatTotal,
  ...Object.values(r.breakdown),
];

describe("engine properties", () => {
  it("never gives a negative or non-finite amount", () => {
    fc.assert(
      fc.property(inputOf(anyNumber), (input) => {
        for (const value of money(calculateZakat(input))) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
      }),
    );
  });

  it("gives zero zakat for an input without assets, whatever the settings", () => {
    fc.assert(
      fc.property(inputOf(amount), (filled) => {
        const empty = zakatInput((i) => {
          Object.assign(i, { hawlMode: filled.hawlMode, nisabBasis: filled.nisabBasis });
          i.goldPricePerGram = filled.goldPricePerGram;
          i.liabilities12m = filled.liabilities12m;
        });
        const result = calculateZakat(empty);
        expect(result.zakatTotal).toBe(0);
        expect(result.zakatDue).toBe(false);
        expect(result.breakdown.assetsTotal).toBe(0);
      }),
    );
  });

  it("never lowers zakatTotal when an asset grows, across the nisab boundary too", () => {
    fc.assert(
      fc.property(
        inputOf(amount),
        fc.constantFrom(...Object.keys(growers)),
        amount,
        (input, which, by) => {
          const before = calculateZakat(input).zakatTotal;
          growers[which]!(input, by);
          expect(calculateZakat(input).zakatTotal).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("crosses the nisab: just below gives 0, just at it gives the full 2.5%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (priceCents) => {
        const price = priceCents / 100;
        const nisabCents = 85 * priceCents;
        const at = zakatInput((i) => {
          i.goldPricePerGram = price;
          i.assets.cash = [{ amount: nisabCents / 100, currency: "EUR" }];
        });
        const below = zakatInput((i) => {
          i.goldPricePerGram = price;
          i.assets.cash = [{ amount: (nisabCents - 1) / 100, currency: "EUR" }];
        });
        expect(calculateZakat(below).zakatTotal).toBe(0);
        // 2.5% of the nisab (the defaults: HIJRI, gold) in whole cents, counted in integers:
        // nisabCents / 40, rounded half up as the engine rounds money (roundCents).
        const dueCents = Math.floor((nisabCents + 20) / 40);
        expect(calculateZakat(at)).toMatchObject({
          nisabReached: true,
          rate: 0.025,
          zakatTotal: dueCents / 100,
        });
      }),
      // € 0,04 a gram: a nisab of € 3,40 owes 8,5 cents, the half cent rounded up to 9;
      // € 62,50 (the default price): € 5.312,50 owes € 132,8125, so € 132,81.
      { examples: [[4], [6250]] },
    );
  });

  it("ignores weak receivables entirely", () => {
    fc.assert(
      fc.property(inputOf(amount), amount, (input, weak) => {
        const before = calculateZakat(input);
        input.assets.receivables.weak = weak;
        expect(calculateZakat(input).zakatTotal).toBe(before.zakatTotal);
      }),
    );
  });

  it("parses anything stored into an input the engine accepts", async () => {
    const { parseStoredDraft } = await import("./input");
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (stored) => {
        const result = calculateZakat(parseStoredDraft(stored));
        expect(result.zakatTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
