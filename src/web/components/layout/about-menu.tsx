import { ChevronDownIcon } from "./icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { aboutLabel, aboutNav } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";

/**
 * The desktop 'Over Ons' dropdown as a disclosure (a button that shows a list of links,
 * the WAI-ARIA pattern for site navigation): Enter/Space/ArrowDown opens, arrow keys move
 * between the links, Escape closes and returns focus, Tab past the last link closes.
 * Hand-written instead of the radix menu to keep the first-load script small (ADR 021).
 */
export function AboutMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  // A chosen page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusLink(current <= 0 ? -1 : current - 1);
    } else if (event.key === "Home" && current >= 0) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End" && current >= 0) {
      event.preventDefault();
      focusLink(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the links inside
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`${navLinkClasses} group gap-1`}
      >
        {aboutLabel}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 grid w-[34rem] grid-cols-2 gap-x-1 rounded-card border bg-popover p-2 text-popover-foreground shadow-lg shadow-black/10"
      >
        {aboutNav.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] hover:bg-secondary hover:text-secondary-foreground focus-visible:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              aria-current={pathname === item.to ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
