import { createDefaultZakatInput, type ZakatInput } from "./input";

/** Test and seed factory: the calculator's defaults, changed in place by `change`. */
export function zakatInput(change?: (input: ZakatInput) => void): ZakatInput {
  const input = createDefaultZakatInput();
  change?.(input);
  return input;
}

/** Default input whose only asset is one cash row of `amount` EUR. */
export function cashOnly(amount: number, change?: (input: ZakatInput) => void): ZakatInput {
  return zakatInput((input) => {
    input.assets.cash = [{ amount, currency: "EUR" }];
    change?.(input);
  });
}
