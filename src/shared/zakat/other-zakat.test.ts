import { describe, expect, it } from "vitest";
import type { LivestockSpecies } from "./constants";
import { calculateZakat } from "./calculate";
import { zakatInput } from "./fixtures";

const herd = (species: LivestockSpecies, count: number, valuePerAnimal = 0) =>
  calculateZakat(zakatInput((i) => (i.assets.livestock = { species, count, valuePerAnimal })));

/** Sheep and goats are counted on one schedule (livestock.ts). */
const smallStockBands = [
  [0, 0],
  [39, 0],
  [40, 1],
  [120, 1],
  [121, 2],
  [200, 2],
  [201, 3],
  [399, 3],
  [400, 4],
];

describe("livestock bands in animals due (decision 011)", () => {
  it.each([...smallStockBands, [550, 5]])("%s sheep give %s", (count, due) => {
    expect(herd("SHEEP", count).livestockAnimalsDue).toBe(due);
  });

  it.each(smallStockBands)("%s goats give %s", (count, due) => {
    expect(herd("GOAT", count).livestockAnimalsDue).toBe(due);
  });

  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [59, 1],
    [60, 2],
    [90, 3],
  ])("%s cattle give %s", (count, due) => {
    expect(herd("CATTLE", count).livestockAnimalsDue).toBe(due);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [15, 3],
    [26, 5],
  ])("%s camels give %s", (count, due) => {
    expect(herd("CAMEL", count).livestockAnimalsDue).toBe(due);
  });

  it("treats a negative or fractional count as the whole animals owned", () => {
    expect(herd("SHEEP", -50).livestockAnimalsDue).toBe(0);
    expect(herd("CATTLE", 29.9).livestockAnimalsDue).toBe(0);
  });

  it("keeps animals out of the euro total without a value per animal", () => {
    const result = herd("SHEEP", 150);
    expect(result.livestockAnimalsDue).toBe(2);
    expect(result.livestockZakat).toBe(0);
    expect(result.zakatTotal).toBe(0);
    expect(result.zakatDue).toBe(false);
  });

  it("adds animals x value per animal to the euro total", () => {
    const result = herd("SHEEP", 150, 180.5);
    expect(result.livestockZakat).toBe(361);
    expect(result.zakatTotal).toBe(361);
    expect(result.zakatDue).toBe(true);
  });
});

describe("agriculture (10% rain, 5% irrigated, 7.5% mixed)", () => {
  it.each([
    ["RAIN", 100],
    ["IRRIGATED", 50],
    ["MIXED", 75],
  ] as const)("%s on a yield of 1000 gives %s", (type, expected) => {
    const result = calculateZakat(zakatInput((i) => (i.assets.agri = { type, yieldValue: 1000 })));
    expect(result.agriZakat).toBe(expected);
    expect(result.zakatTotal).toBe(expected);
  });
});

describe("mining (20% rikaz, 2.5% otherwise)", () => {
  it.each([
    ["RIKAZ", 200],
    ["MAADIN", 25],
  ] as const)("%s on 1000 gives %s", (type, expected) => {
    const result = calculateZakat(zakatInput((i) => (i.assets.mining = { type, value: 1000 })));
    expect(result.miningZakat).toBe(expected);
    expect(result.zakatTotal).toBe(expected);
  });
});

describe("total = base + agriculture + livestock + mining", () => {
  it("adds the four parts", () => {
    const result = calculateZakat(
      zakatInput((i) => {
        i.assets.cash = [{ amount: 10000, currency: "EUR" }];
        i.assets.agri = { type: "RAIN", yieldValue: 1000 };
        i.assets.livestock = { species: "SHEEP", count: 40, valuePerAnimal: 150 };
        i.assets.mining = { type: "RIKAZ", value: 100 };
      }),
    );
    expect(result.baseZakat).toBe(250);
    expect(result.agriZakat).toBe(100);
    expect(result.livestockZakat).toBe(150);
    expect(result.miningZakat).toBe(20);
    expect(result.zakatTotal).toBe(520);
    expect(result.zakatDue).toBe(true);
  });

  it("is due from agriculture alone when the base is below the nisab", () => {
    const result = calculateZakat(
      zakatInput((i) => {
        i.assets.cash = [{ amount: 100, currency: "EUR" }];
        i.assets.agri = { type: "IRRIGATED", yieldValue: 200 };
      }),
    );
    expect(result.nisabReached).toBe(false);
    expect(result.zakatTotal).toBe(10);
    expect(result.zakatDue).toBe(true);
  });
});
