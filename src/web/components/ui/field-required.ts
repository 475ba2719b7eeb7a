import { createContext, useContext } from "react";

/**
 * Whether the field around a control is required: FormField provides it, and Input and
 * Textarea set `aria-required` from it, so screen readers say what the asterisk shows.
 */
export const FieldRequired = createContext(false);

/** `aria-required` for a control inside a required FormField (undefined elsewhere). */
export function useAriaRequired(): true | undefined {
  return useContext(FieldRequired) || undefined;
}
