/** Number helpers shared by the engine, the stored-draft parser and the form. */
import { parseDutchNumber } from "../amount";

/**
 * A value of the calculator input as a number. Text is read the Dutch way
 * (`parseDutchNumber`: `10.000` is ten thousand, `12,5` twelve and a half); what cannot
 * be read counts as 0 here, and the wizard's fields say so under the field before it
 * ever reaches the engine.
 */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  return parseDutchNumber(value) ?? 0;
}

/** An amount that can be counted: negative, NaN and infinite values count as 0. */
export function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Rounds half up (away from zero) to `decimals` places. The scaled value is first cut
 * to 15 significant digits so binary noise (1.005 * 100 = 100.49999999999999) does not
 * turn a decimal half into a round-down. From 10^15 on (€ 10 trillion in cents) a double
 * holds no fraction worth keeping and the cut would drop real digits, so it is left
 * whole. Monotone, which the property tests rely on.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const exact = Math.abs(value) * factor;
  const scaled = exact < 1e15 ? Number(exact.toPrecision(15)) : exact;
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The one rounding of money in the engine, applied only to final figures. */
export function roundCents(value: number): number {
  return roundHalfUp(value, 2);
}
