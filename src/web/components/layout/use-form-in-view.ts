import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Whether a field of the page's content or its footer (the newsletter sign-up) has focus,
 * or any form there overlaps the viewport. A form-like area without a form element (the
 * zakat wizard, whose choices are cards) says so with `data-form-area`.
 */
function formInView(): boolean {
  const active = document.activeElement;
  if (active?.matches(":is(main, footer) :is(input, textarea, select)")) return true;
  for (const form of document.querySelectorAll(":is(main, footer) :is(form, [data-form-area])")) {
    const box = form.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) return true;
  }
  return false;
}

/**
 * True while a form is on screen or a field has focus. Checked on scroll, resize, focus changes and when the
 * page's content changes (a wizard step, a section that loads later), at most once a
 * frame.
 */
export function useFormInView(): boolean {
  const [inView, setInView] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: forms change with the page
  useEffect(() => {
    let frame = 0;
    const check = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setInView(formInView());
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
  return inView;
}
