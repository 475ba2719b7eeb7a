import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateNl } from "./dates";

const intlLongDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

describe("formatDateNl", () => {
  it("gives Intl's nl-NL long date for every calendar day", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-01T00:00:00Z"),
          max: new Date("2200-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(formatDateNl(day)).toBe(intlLongDate.format(new Date(`${day}T00:00:00Z`)));
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatDateNl("2025-09-17")).toBe("17 september 2025");
  });

  it("refuses a text that is not a date", () => {
    for (const bad of ["", "2025-13-01", "2025-00-10", "17-09-2025", "2025-09-32"]) {
      expect(() => formatDateNl(bad)).toThrow(RangeError);
    }
  });
});
