import type { LivestockSpecies } from "./constants";

/**
 * The livestock bands (docs/product/zakat.md): the number of animals due. The "else" branches also cover
 * herds below the first band (floor gives 0), so no separate minimum is needed.
 */
export function livestockAnimalsDue(species: LivestockSpecies, count: number): number {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 0) return 0;
  switch (species) {
    case "SHEEP":
    case "GOAT":
      if (n >= 40 && n <= 120) return 1;
      if (n >= 121 && n <= 200) return 2;
      if (n >= 201 && n <= 399) return 3;
      return Math.floor(n / 100);
    case "CATTLE":
      if (n >= 30 && n <= 59) return 1;
      return Math.floor(n / 30);
    case "CAMEL":
      if (n >= 5 && n <= 9) return 1;
      if (n >= 10 && n <= 14) return 2;
      return Math.floor(n / 5);
  }
}
