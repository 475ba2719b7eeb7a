import type * as React from "react";
import { cn } from "@web/lib/utils";

/** A loading placeholder; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
