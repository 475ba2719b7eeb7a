import { HeartIcon, MenuIcon, XIcon } from "./icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "@web/components/ui/button-variants";
import { aboutLabel, aboutNav, donateItem, mainNav } from "./nav-items";

const itemClasses =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-secondary hover:text-secondary-foreground";

/**
 * Small screens: a toggle that shows the same items as the desktop menu in a panel under
 * the header; choosing an item, Escape, the toggle or tabbing out of it closes it. A disclosure
 * rather than a modal sheet: no focus trap to escape from, and no dialog script in the
 * first load (ADR 021). The panel is `absolute` under the sticky header: the header's
 * backdrop filter would make a `fixed` panel header-relative.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const aboutId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const close = () => setOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(close, [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: notices focus leaving the links inside
    <div
      className={className}
      // Tab past the panel's last item closes it: focus must not go on under the panel.
      // (A tap on the panel's own text moves focus nowhere and keeps it open.)
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Menu sluiten" : "Menu openen"}
        onClick={() => setOpen((o) => !o)}
        className={buttonVariants({ variant: "ghost", size: "icon" })}
      >
        {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Mobiel menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background px-4 pt-3 pb-28"
      >
        <ul className="grid gap-0.5">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className={itemClasses}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* A list's name, not a heading: the open menu comes before the page's h1, and a
            heading here would put an h2 before it in the page's outline. */}
        <p
          id={aboutId}
          className="mt-4 px-3 pb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          {aboutLabel}
        </p>
        <ul aria-labelledby={aboutId} className="grid gap-0.5 sm:grid-cols-2">
          {aboutNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className={`${itemClasses} text-[0.95rem]`}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={donateItem.to}
          onClick={close}
          className={buttonVariants({ size: "lg", className: "mt-5 w-full" })}
        >
          <HeartIcon aria-hidden="true" />
          {donateItem.label}
        </Link>
      </nav>
    </div>
  );
}
