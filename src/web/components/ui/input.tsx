import type * as React from "react";
import { cn } from "@web/lib/utils";
import { useAriaRequired } from "./field-required";

export const fieldClasses =
  "w-full rounded-lg border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive";

/**
 * A date field's calendar button lives inside the field, and the browser gives the field
 * no :focus-visible while that button has focus: a date field shows its ring on any focus.
 */
const dateFocus = "focus:outline-3 focus:outline-offset-1 focus:outline-ring";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      aria-required={useAriaRequired()}
      className={cn(fieldClasses, "h-11", type === "date" && dateFocus, className)}
      {...props}
    />
  );
}
