// The look of buttons, also for links styled as buttons. A plain lookup rather than
// class-variance-authority: it is part of the first-load script (docs/decisions/021).
// `btn` styles nothing: it marks a button for the floating buttons, which never lie over
// one (layout/use-keep-clear.ts).
const base =
  "btn inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0";

const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  urgent: "bg-urgent text-urgent-foreground shadow-sm hover:bg-urgent-hover",
  zakat: "bg-zakat text-zakat-foreground shadow-sm hover:bg-zakat-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/70",
  outline: "border border-input bg-card text-foreground hover:bg-accent",
  ghost: "text-foreground hover:bg-accent",
  link: "text-primary underline-offset-4 hover:underline",
};

// Every size but `sm` and `md` keeps the 44px touch target; those two are for
// dense admin tables and filter rows (`md` matches the 40px filter inputs).
const sizes = {
  default: "h-11 px-5 text-base",
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-3 text-sm",
  lg: "h-12 px-7 text-lg",
  icon: "size-11",
};

export type ButtonVariantProps = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
  className?: string;
  class?: string;
  /** Long labels may wrap onto two lines (the button grows instead of overflowing). */
  wrap?: boolean;
};

/**
 * Classes for a button of the given variant and size, plus extra classes. They are
 * joined, not merged (tailwind-merge costs a page's start-up ~10 ms to build its
 * tables, docs/decisions/021): extra classes add to the button (margin, width, flex),
 * they must not restyle what a variant or size sets; add a variant or size for that.
 */
export function buttonVariants(props: ButtonVariantProps = {}): string {
  const { variant, size, className, class: extra, wrap } = props;
  let classes = `${base} ${variants[variant ?? "default"]} ${sizes[size ?? "default"]}`;
  if (wrap) {
    classes = classes
      .replace("whitespace-nowrap", "text-center")
      .replace(/(^| )h-(\d+)/, "$1min-h-$2 py-2");
  }
  return [classes, className, extra].filter(Boolean).join(" ");
}
