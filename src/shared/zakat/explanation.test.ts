import { describe, expect, it } from "vitest";
import { calculateZakat } from "./calculate";
import { cashOnly, zakatInput } from "./fixtures";

describe("policyApplied and the Dutch explanation", () => {
  it("reports the settings applied", () => {
    const result = calculateZakat(
      cashOnly(100, (i) => {
        i.hawlMode = "GREGORIAN";
        i.nisabBasis = "SILVER";
        i.policy.includeJewelry = false;
        i.policy.equityMethod = ["ASSET"];
      }),
    );
    expect(result.policyApplied).toEqual({
      includeJewelry: false,
      equityMethod: "ASSET",
      hawlMode: "GREGORIAN",
      nisabBasis: "SILVER",
    });
  });

  it("explains a calculation where zakat is due", () => {
    const { explanation } = calculateZakat(
      cashOnly(10000, (i) => (i.liabilities12m.consumerDebt = 1000)),
    );
    expect(explanation.nisabExplanation).toBe(
      "Nisab op basis van goud: 85 g × € 62,50 per gram = € 5.312,50. Uw netto grondslag van € 9.000,00 is gelijk aan of hoger dan de nisab: over uw vermogen is zakaat verschuldigd.",
    );
    expect(explanation.assetBreakdown).toContain(
      "Contant geld, bank en vreemde valuta: € 10.000,00",
    );
    expect(explanation.assetBreakdown).toContain("Totaal bezittingen: € 10.000,00");
    expect(explanation.liabilityBreakdown).toContain("Consumptief krediet: € 1.000,00");
    expect(explanation.liabilityBreakdown).toContain(
      "Totaal aftrekbare schulden (binnen 12 maanden): € 1.000,00",
    );
    expect(explanation.finalCalculation).toBe(
      "Netto grondslag € 9.000,00 × 2,5% = € 225,00\nTotaal te betalen zakaat: € 225,00",
    );
  });

  it("names a price per gram with the decimals it was given", () => {
    const { explanation } = calculateZakat(cashOnly(100, (i) => (i.goldPricePerGram = 61.234)));
    // 85 × 61,234 = 5.204,89
    expect(explanation.nisabExplanation).toContain("goud: 85 g × € 61,234 per gram = € 5.204,89");
  });

  it("explains why no zakat is due below the nisab", () => {
    const { explanation } = calculateZakat(cashOnly(100, (i) => (i.nisabBasis = "SILVER")));
    expect(explanation.nisabExplanation).toContain("zilver: 595 g × € 0,78 per gram = € 464,10");
    expect(explanation.nisabExplanation).toContain("is lager dan de nisab");
    expect(explanation.finalCalculation).toBe(
      "Netto grondslag € 100,00 is lager dan de nisab van € 464,10: € 0,00\nEr is geen zakaat verschuldigd.",
    );
  });

  it("never says zakat is due over the wealth when nothing is to be paid over it (a price of 0)", () => {
    const result = calculateZakat(cashOnly(0, (i) => (i.goldPricePerGram = 0)));
    expect(result).toMatchObject({ nisab: 0, nisabReached: true, zakatDue: false });
    expect(result.explanation.nisabExplanation).toBe(
      "Nisab op basis van goud: 85 g × € 0,00 per gram = € 0,00. Uw netto grondslag van € 0,00 is gelijk aan of hoger dan de nisab, maar 2,5% daarvan is € 0,00: over uw vermogen is geen zakaat verschuldigd. Met een goudprijs van € 0,00 per gram is de nisab € 0,00: vul bij Instellingen de actuele prijs in.",
    );
    expect(result.explanation.finalCalculation).toContain("Er is geen zakaat verschuldigd.");
    // With wealth, a price of 0 makes everything zakatable; the note about the price stays.
    const priced = calculateZakat(cashOnly(1000, (i) => (i.goldPricePerGram = 0)));
    expect(priced.explanation.nisabExplanation).toContain(
      "over uw vermogen is zakaat verschuldigd.",
    );
    expect(priced.explanation.nisabExplanation).toContain(
      "vul bij Instellingen de actuele prijs in.",
    );
  });

  it("names the Gregorian rate, the equity method, jewelry and the other zakat", () => {
    const { explanation } = calculateZakat(
      zakatInput((i) => {
        i.hawlMode = "GREGORIAN";
        i.assets.cash = [{ amount: 10000, currency: "EUR" }];
        i.policy.includeJewelry = false;
        i.policy.equityMethod = ["NONE"];
        i.assets.agri = { type: "MIXED", yieldValue: 100 };
        i.assets.livestock = { species: "CAMEL", count: 5, valuePerAnimal: 0 };
        i.assets.mining = { type: "RIKAZ", value: 10 };
      }),
    );
    expect(explanation.finalCalculation).toBe(
      [
        "Netto grondslag € 10.000,00 × 2,577% = € 257,70",
        "Landbouw (gemengd): € 7,50",
        "Vee (kamelen): 1 dier verschuldigd (zonder waarde per dier niet in het eurototaal opgenomen)",
        "Mijnbouw, gevonden schat (rikaz): € 2,00",
        "Totaal te betalen zakaat: € 267,20",
      ].join("\n"),
    );
    expect(explanation.assetBreakdown).toContain("Aandelen (niet meegeteld): € 0,00");
    expect(explanation.assetBreakdown).toContain("goud telt altijd mee");
  });

  it("names the karat that counted: above 24 is capped, as in the figure", () => {
    const result = calculateZakat(
      zakatInput((input) => {
        input.assets.gold = { grams: 10, karat: 30 };
      }),
    );
    expect(result.breakdown.goldEUR).toBe(625);
    expect(result.explanation.assetBreakdown).toContain("Goud (10 g, 24 karaat;");
  });
});
