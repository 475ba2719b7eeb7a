/**
 * Scroll to a home section and focus it once it has loaded (see useSectionFocus). Loaded
 * only when a link to a section is followed, so the first script of every page stays
 * without it.
 */
import { PENDING_SECTION } from "@web/lib/deferred";

/** How long to wait for the target section to arrive before giving up quietly. */
const GIVE_UP_MS = 10_000;

/** The element the hash names, once nothing above it is still loading; else null. */
function readyTarget(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  if (!target) return null;
  for (const pending of document.querySelectorAll(`[${PENDING_SECTION}]`)) {
    // A section still loading above the target would push it down after the scroll.
    if (pending.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) return null;
  }
  return target;
}

/** How long the section is held in place while the page around it is still loading. */
const SETTLE_MS = 3_000;
const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function scrollAndFocus(target: HTMLElement): () => void {
  // At once, not smoothly: the page has just changed, and content loading above the
  // section during a smooth scroll would move the target away from under it.
  const align = () => target.scrollIntoView({ block: "start", behavior: "instant" });
  align();
  // Focus follows the scroll, so the next Tab and a screen reader continue from the
  // section; -1 lets a section take focus without joining the tab order.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  // Content above may still change height (the campaign banner fills in after its data
  // arrives): keep the section in place until then, or until the visitor takes over.
  const resized = new ResizeObserver(align);
  resized.observe(document.body);
  const timer = setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    resized.disconnect();
    clearTimeout(timer);
    for (const type of userInput) window.removeEventListener(type, stop, true);
  };
  for (const type of userInput)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Scrolls to the section `id` and moves focus there once it and every section above it
 * have loaded (or gives up quietly); returns what stops waiting and holding it.
 */
export function focusSectionWhenReady(id: string): () => void {
  const now = readyTarget(id);
  if (now) return scrollAndFocus(now);
  let release = () => {};
  const observer = new MutationObserver(() => {
    const target = readyTarget(id);
    if (!target) return;
    stopWaiting();
    release = scrollAndFocus(target);
  });
  const timer = setTimeout(() => stopWaiting(), GIVE_UP_MS);
  const stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopWaiting();
    release();
  };
}
