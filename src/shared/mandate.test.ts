import { describe, expect, it } from "vitest";
import { firstCollectionDate } from "./mandate";

describe("firstCollectionDate", () => {
  it("is the first collection day at least 14 days after signing", () => {
    expect(firstCollectionDate("2026-11-25")).toBe("2027-01-01");
    expect(firstCollectionDate("2026-11-17")).toBe("2026-12-01");
    expect(firstCollectionDate("2026-11-18")).toBe("2027-01-01");
    expect(firstCollectionDate("2026-12-31")).toBe("2027-02-01");
    expect(firstCollectionDate("2027-02-15")).toBe("2027-03-01");
  });
});
