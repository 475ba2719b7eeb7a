import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { FORM_RULES_UNAVAILABLE, lazyResolver, RULES_UNAVAILABLE } from "./lazy-resolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const accept: Resolver<Values> = (values) => ({ values, errors: {} });

describe("lazyResolver", () => {
  it("loads the rules on first use, once, and validates with them", async () => {
    const load = vi.fn(async () => accept);
    const rules = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    const values = { email: "a@example.nl" };
    await expect(rules.resolver(values, undefined, options)).resolves.toEqual({
      values,
      errors: {},
    });
    await rules.resolver(values, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading when the visitor first focuses or touches the form", () => {
    const load = vi.fn(async () => accept);
    const rules = lazyResolver<Values, Values>(load);
    rules.warmUp.onFocusCapture();
    rules.warmUp.onPointerDownCapture();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports rules that failed to load as such, and tries again on the next submit", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(accept);
    const rules = lazyResolver<Values, Values>(load);
    rules.warmUp.onFocusCapture(); // a failed warm-up is not an unhandled rejection
    const failed = await rules.resolver({ email: "" }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root).toEqual({
      type: RULES_UNAVAILABLE,
      message: FORM_RULES_UNAVAILABLE,
    });
    const values = { email: "a@example.nl" };
    await expect(rules.resolver(values, undefined, options)).resolves.toEqual({
      values,
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
