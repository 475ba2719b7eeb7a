import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@web/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn("block text-sm font-medium leading-none text-foreground", className)}
      {...props}
    />
  );
}
