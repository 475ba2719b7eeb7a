import { describe, expect, it } from "vitest";
import { firstCollectionDate, nextPeriod, samePeriod } from "./mandate";

describe("firstCollectionDate", () => {
  it("is the first collection day at least 14 days after signing", () => {
    expect(firstCollectionDate("2026-11-25")).toBe("2027-01-01");
    expect(firstCollectionDate("2026-11-17")).toBe("2026-12-01");
    expect(firstCollectionDate("2026-11-18")).toBe("2027-01-01");
    expect(firstCollectionDate("2026-12-31")).toBe("2027-02-01");
    expect(firstCollectionDate("2027-02-15")).toBe("2027-03-01");
  });
});

describe("collection periods", () => {
  it("are the months, quarters, half years or years of the calendar", () => {
    expect(samePeriod("2027-03", "2027-03", 1)).toBe(true);
    expect(samePeriod("2027-03", "2027-04", 1)).toBe(false);
    expect(samePeriod("2027-01", "2027-03", 3)).toBe(true);
    expect(samePeriod("2027-03", "2027-04", 3)).toBe(false);
    expect(samePeriod("2027-01", "2027-06", 6)).toBe(true);
    expect(samePeriod("2027-06", "2027-07", 6)).toBe(false);
    expect(samePeriod("2027-01", "2027-12", 12)).toBe(true);
    expect(samePeriod("2026-12", "2027-01", 12)).toBe(false);
    expect(samePeriod("2026-02", "2027-02", 3)).toBe(false);
  });

  it("follow each other: the first month of the next period", () => {
    expect(nextPeriod("2027-03", 1)).toBe("2027-04");
    expect(nextPeriod("2026-12", 1)).toBe("2027-01");
    expect(nextPeriod("2027-02", 3)).toBe("2027-04");
    expect(nextPeriod("2027-11", 3)).toBe("2028-01");
    expect(nextPeriod("2027-05", 6)).toBe("2027-07");
    expect(nextPeriod("2027-07", 6)).toBe("2028-01");
    expect(nextPeriod("2027-01", 12)).toBe("2028-01");
  });
});
