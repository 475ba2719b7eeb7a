/** Number helpers shared by the engine, the stored-draft parser and the form. */

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * spec 02 §2/§5: a value that does not parse as a number becomes 0. A single decimal
 * comma is read as a point, because Dutch users type "12,50".
 */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  let text = value.trim();
  if (!text.includes(".") && text.split(",").length === 2) text = text.replace(",", ".");
  if (!NUMERIC.test(text)) return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** An amount that can be counted: negative, NaN and infinite values count as 0. */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Rounds half up (away from zero) to `decimals` places. The scaled value is first cut
 * to 15 significant digits so binary noise (1.005 * 100 = 100.49999999999999) does not
 * turn a decimal half into a round-down. Monotone, which the property tests rely on.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The one rounding of money in the engine, applied only to final figures. */
export function roundCents(value: number): number {
  return roundHalfUp(value, 2);
}
