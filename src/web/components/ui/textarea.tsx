import type * as React from "react";
import { cn } from "@web/lib/utils";
import { useAriaRequired } from "./field-required";
import { fieldClasses } from "./input";

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      aria-required={useAriaRequired()}
      className={cn(fieldClasses, "py-2.5", className)}
      {...props}
    />
  );
}
