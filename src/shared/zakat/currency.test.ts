import { afterEach, describe, expect, it, vi } from "vitest";
import { calculateZakat } from "./calculate";
import { approximateNisabEuro } from "./convert";
import { zakatInput } from "./fixtures";

afterEach(() => {
  vi.restoreAllMocks();
});

const cashIn = (currency: string, amount = 100) =>
  calculateZakat(zakatInput((i) => (i.assets.cash = [{ amount, currency }]))).breakdown.cashEUR;

describe("cash and foreign currency at the fixed rates", () => {
  it.each([
    ["EUR", 100],
    ["USD", 92],
    ["GBP", 117],
    ["JPY", 0.63],
    ["CAD", 68],
    ["AUD", 61],
    ["CHF", 105],
    ["SEK", 8.9],
    ["NOK", 8.8],
    ["DKK", 13.4],
  ])("100 %s is %s EUR", (currency, expected) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(cashIn(currency)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads a currency code case-insensitively", () => {
    expect(cashIn(" usd ")).toBe(92);
  });

  it("counts an unknown currency 1:1 with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(cashIn("XYZ", 250)).toBe(250);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"XYZ"');
  });

  it("does not take an Object prototype name for a rate", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(cashIn("constructor", 10)).toBe(10);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("adds cash and foreign-currency rows into cashEUR", () => {
    const input = zakatInput((i) => {
      i.assets.cash = [
        { amount: 100, currency: "EUR" },
        { amount: 50, currency: "EUR" },
      ];
      i.assets.fx = [{ amount: 100, currency: "GBP" }];
    });
    expect(calculateZakat(input).breakdown.cashEUR).toBe(267);
  });

  it("does not count negative amounts", () => {
    expect(cashIn("EUR", -500)).toBe(0);
  });
});

const cryptoRow = (symbol: string, amount: number, eurValue: number) =>
  calculateZakat(zakatInput((i) => (i.assets.crypto = [{ symbol, amount, eurValue }]))).breakdown
    .cryptoEUR;

describe("crypto: the EUR value of the holding, else quantity x fallback price (decision 010)", () => {
  it.each(["BTC", "ETH", "ADA", "DOT", "BNB", "SOL", "AVAX", "MATIC"])(
    "%s with an EUR value counts that value for the whole holding",
    (coin) => {
      expect(cryptoRow(coin, 2, 1000)).toBe(1000);
    },
  );

  it.each([
    ["BTC", 116000],
    ["ETH", 5600],
    ["ADA", 0.7],
    ["DOT", 10.4],
    ["BNB", 0],
    ["SOL", 0],
    ["AVAX", 0],
    ["MATIC", 0],
  ])("2 %s without an EUR value count %s EUR", (coin, expected) => {
    expect(cryptoRow(coin, 2, 0)).toBe(expected);
  });

  it("values an unknown coin without EUR value at 0", () => {
    expect(cryptoRow("DOGE", 1000, 0)).toBe(0);
  });

  it("adds rows", () => {
    const input = zakatInput((i) => {
      i.assets.crypto = [
        { symbol: "BTC", amount: 0.5, eurValue: 0 },
        { symbol: "ETH", amount: 3, eurValue: 9000 },
      ];
    });
    expect(calculateZakat(input).breakdown.cryptoEUR).toBe(38000);
  });
});

describe("approximateNisabEuro (grams x price, whole euros)", () => {
  it("gold: 85 g x 62.50 = 5312.50, shown as 5313", () => {
    expect(approximateNisabEuro("GOLD", 62.5, 0.78)).toBe(5313);
  });

  it("silver: 595 g x 0.78 = 464.10, shown as 464", () => {
    expect(approximateNisabEuro("SILVER", 62.5, 0.78)).toBe(464);
  });

  it("an unusable price gives 0", () => {
    expect(approximateNisabEuro("GOLD", Number.NaN, 1)).toBe(0);
    expect(approximateNisabEuro("SILVER", 60, -1)).toBe(0);
  });
});
