/**
 * Dutch number texts without Intl. The first Intl formatter a page creates loads the
 * browser's locale data: 15–25 ms of main thread on a fast machine, four times that on
 * the phone Lighthouse simulates, paid by every page that imported a module with a
 * formatter at its top. The numbers the public pages show at load (euros in money.ts,
 * percentages with one decimal) are built here instead, and content dates in
 * web/lib/dates.ts; their unit tests compare them with Intl's nl-NL output over random
 * values. Anything rarer keeps Intl, created on first use (`lazyFormat`).
 */

/**
 * "1.250,5" for (1250.5, 1): fixed decimals, "." between thousands, "," before decimals.
 * Rounds as Intl does: the shortest decimal that reads back as the number (what
 * `String(value)` gives, so 1.005 is "1.005", not the binary 1.00499…), half away from zero.
 */
export function formatFixedNl(value: number, fractionDigits: number): string {
  const [sign, whole, fraction] = roundDecimal(value, fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ".");
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

function roundDecimal(
  value: number,
  digits: number,
): [sign: string, whole: string, fraction: string] {
  const text = String(value);
  const sign = text.startsWith("-") || Object.is(value, -0) ? "-" : "";
  // Below 1e-6 or from 1e21 String() writes an exponent; toFixed is exact enough there.
  const plain = text.includes("e") ? Math.abs(value).toFixed(digits + 1) : text.replace("-", "");
  const [whole = "0", fraction = ""] = plain.split(".");
  const kept = `${whole}${fraction.padEnd(digits, "0").slice(0, digits)}`;
  const rounded = (fraction[digits] ?? "0") >= "5" ? increment(kept) : kept;
  const cut = rounded.length - digits;
  return [sign, rounded.slice(0, cut) || "0", rounded.slice(cut)];
}

/** "1299" -> "1300", "99" -> "100": one added to a string of digits. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${"0".repeat(digits.length - i - 1)}`;
}

/** An Intl formatter made when first used, not when its module loads. */
export function lazyFormat<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}
