import { describe, expect, it } from "vitest";
import { roundCents, toNumber } from "./numbers";

describe("toNumber (Dutch reading; unreadable text counts as 0)", () => {
  it.each([
    [12.5, 12.5],
    ["12.5", 12.5],
    ["12,5", 12.5],
    [" 7 ", 7],
    ["10.000", 10000],
    ["1.250,5", 1250.5],
    ["-3", 0],
    ["", 0],
    ["abc", 0],
    ["12abc", 0],
    ["0x10", 0],
    ["1,2,3", 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [true, 0],
  ])("%j -> %j", (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe("roundCents (half up, once at the end)", () => {
  it("rounds a decimal half up even when binary floats sit just below it", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(546.875)).toBe(546.88);
    expect(roundCents(132.8125)).toBe(132.81);
    expect(roundCents(0.004)).toBe(0);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(Number.NaN)).toBe(0);
  });

  it("keeps every cent of an amount of € 10 trillion or more, as the money field reads it", () => {
    expect(roundCents(12345678901234.56)).toBe(12345678901234.56);
    expect(roundCents(-12345678901234.56)).toBe(-12345678901234.56);
    expect(roundCents(9999999999999.99)).toBe(9999999999999.99);
  });
});
