import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The toast text when a form's rules could not be loaded (offline, a new deploy). */
export const FORM_RULES_UNAVAILABLE =
  "Het formulier kon niet worden gecontroleerd. Controleer uw verbinding en probeer het opnieuw.";
/** `errors.root.type` of that case: the form shows its failure toast, not 'Validatiefout'. */
export const RULES_UNAVAILABLE = "unavailable";

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Props for the <form>: the rules start loading when the visitor first uses it. */
  warmUp: { onFocusCapture: () => void; onPointerDownCapture: () => void };
}

/**
 * A react-hook-form resolver whose schema loads on first use. The shared zod schemas
 * cost a form page about a third of its start-up script time (building zod's schema
 * objects, docs/decisions/021); a visitor only needs them once they submit. `load`
 * imports the schema module and returns its resolver; the import starts when the
 * visitor focuses or touches the form, so it is there by the time they submit. A failed
 * import is tried again on the next submit.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => {
    get().catch(() => {
      // reported on submit
    });
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await get();
    } catch {
      const errors = { root: { type: RULES_UNAVAILABLE, message: FORM_RULES_UNAVAILABLE } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    return resolve(values, context, options);
  };
  return { resolver, warmUp: { onFocusCapture: preload, onPointerDownCapture: preload } };
}
