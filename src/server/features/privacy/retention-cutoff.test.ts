import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention";

const cut = (now: string, months: number) => retentionCutoff(new Date(now), months).toISOString();

describe("the retention cut-off", () => {
  it("counts calendar months back, keeping the time of day", () => {
    expect(cut("2026-06-15T12:00:00.000Z", 6)).toBe("2025-12-15T12:00:00.000Z");
    expect(cut("2026-06-15T12:00:00.000Z", 84)).toBe("2019-06-15T12:00:00.000Z");
    expect(cut("2026-06-15T12:00:00.000Z", 0)).toBe("2026-06-15T12:00:00.000Z");
  });

  it("never falls after the term at a month's end (a record is not removed early)", () => {
    // A message resolved on 1 March reaches its 6 months on 1 September, not on 31 August.
    expect(cut("2026-08-31T12:00:00.000Z", 6)).toBe("2026-02-28T12:00:00.000Z");
    expect(cut("2026-12-31T12:00:00.000Z", 13)).toBe("2025-11-30T12:00:00.000Z");
    expect(cut("2028-02-29T12:00:00.000Z", 84)).toBe("2021-02-28T12:00:00.000Z");
    expect(cut("2028-03-31T12:00:00.000Z", 1)).toBe("2028-02-29T12:00:00.000Z");
    expect(cut("2026-05-31T12:00:00.000Z", 12)).toBe("2025-05-31T12:00:00.000Z");
  });
});
