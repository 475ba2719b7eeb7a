import { afterEach, describe, expect, it, vi } from "vitest";
import { dutchDay, dutchYear } from "./dutch-day";
import { periodicGiftSchema } from "./schemas/periodic-gift";
import { lastYear, statementYearSchema } from "./schemas/statements";

describe("the Dutch calendar day", () => {
  it("is the day in Amsterdam, not in UTC, around midnight in winter and summer", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Amsterdam (CET, +1).
    expect(dutchDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(dutchYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    // 22:59 UTC on 31 December is still 23:59 on 31 December there.
    expect(dutchDay(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(dutchYear(new Date("2026-12-31T22:59:00Z"))).toBe(2026);
    // Summer time (CEST, +2): 22:30 UTC on 31 May is 00:30 on 1 June.
    expect(dutchDay(new Date("2026-05-31T22:30:00Z"))).toBe("2026-06-01");
    expect(dutchDay(new Date("2026-05-31T21:59:00Z"))).toBe("2026-05-31");
  });
});

describe("years the forms accept, on New Year's night in Amsterdam", () => {
  afterEach(() => vi.useRealTimers());

  it("are this Dutch year's, while UTC still counts the old one", () => {
    // 00:30 on 1 January 2027 in Amsterdam.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T23:30:00Z") });
    expect(statementYearSchema.safeParse({ year: 2027 }).success).toBe(true);
    expect(lastYear()).toBe(2026);
    expect(periodicGiftSchema.shape.startYear.safeParse("2027").success).toBe(true);
    expect(periodicGiftSchema.shape.startYear.safeParse("2026").success).toBe(false);
    // An adult from today: 18 years ago to the Dutch day.
    const adult = periodicGiftSchema.shape.birthDate;
    expect(adult.safeParse("2009-01-01").success).toBe(true);
    expect(adult.safeParse("2009-01-02").success).toBe(false);
  });
});
