import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("Dutch amounts in words", () => {
  it.each([
    [1, "een"],
    [13, "dertien"],
    [20, "twintig"],
    [21, "eenentwintig"],
    [22, "tweeëntwintig"],
    [23, "drieëntwintig"],
    [99, "negenennegentig"],
    [100, "honderd"],
    [101, "honderdeen"],
    [250, "tweehonderdvijftig"],
    [1000, "duizend"],
    [1100, "duizend honderd"],
    [1104, "duizend honderdvier"],
    [1250, "duizend tweehonderdvijftig"],
    [2400, "tweeduizend vierhonderd"],
    [12_000, "twaalfduizend"],
    [100_001, "honderdduizend een"],
    [1_000_000, "een miljoen"],
    [2_345_678, "twee miljoen driehonderdvijfenveertigduizend zeshonderdachtenzeventig"],
  ])("%i is '%s'", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("writes euros and cents", () => {
    expect(amountInWords(60000)).toBe("zeshonderd euro");
    expect(amountInWords(125050)).toBe("duizend tweehonderdvijftig euro en vijftig cent");
    expect(amountInWords(1205)).toBe("twaalf euro en vijf cent");
  });
});
