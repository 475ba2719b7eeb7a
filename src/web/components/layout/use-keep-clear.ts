import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * What the floating buttons never lie over, in the page's content and its footer: a form
 * (the footer's newsletter sign-up included), a form-like area without a form element
 * (the zakat wizard, whose choices are cards: `data-form-area`) and a button, or a link
 * that looks like one (`buttonVariants` marks them with the class `btn`).
 */
const KEEP_CLEAR = ":is(main, footer) :is(form, [data-form-area], .btn)";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether the buttons in `bar` would cover something the visitor may tap or type in, or a
 * field of the page has focus (on a phone the keyboard then leaves little room). The bar
 * keeps its place while it steps aside (`visibility: hidden`), so it can still be
 * measured.
 */
function wouldCover(bar: HTMLElement): boolean {
  const active = document.activeElement;
  if (active?.matches(":is(main, footer) :is(input, textarea, select)")) return true;
  const buttons = [...bar.children]
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    if (buttons.some((button) => overlaps(button, box))) return true;
  }
  return false;
}

/**
 * True while the floating buttons in `bar` should step aside. Checked on scroll, resize,
 * focus changes and when the page's content changes (a wizard step, a section that loads
 * later), at most once a frame.
 */
export function useKeepClear(bar: RefObject<HTMLElement | null>): boolean {
  const [stepAside, setStepAside] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: what to keep clear changes with the page
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (bar.current) setStepAside(wouldCover(bar.current));
      });
    };
    check();
    const events = ["scroll", "resize", "focusin", "focusout"] as const;
    for (const type of events) window.addEventListener(type, check, { passive: true });
    const main = document.querySelector("main");
    const changes = new MutationObserver(check);
    if (main) changes.observe(main, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      for (const type of events) window.removeEventListener(type, check);
    };
  }, [pathname]);
  return stepAside;
}
