import { Slot } from "radix-ui";
import type * as React from "react";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

// The classes live in their own module so links styled as buttons (`buttonVariants`)
// do not pull Slot into the first-load script (docs/decisions/021). They are joined, not
// merged: `className` may add to a button, not restyle it (see buttonVariants).
export { buttonVariants };

type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonVariantProps, "className" | "class"> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (`<Button asChild><Link/></Button>`). */
export function Button({ className, variant, size, wrap, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={buttonVariants({ variant, size, wrap, className })} {...props} />;
}
