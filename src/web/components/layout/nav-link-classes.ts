/** Shared look of the desktop navigation links and the 'Over Ons' trigger. */
export const navLinkClasses =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-medium text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8";
