import { options } from "preact";

// React Router marks its inline scripts `suppressHydrationWarning`, a prop React reads
// and never writes into the page. Preact would write it as an attribute: drop it.
const next = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props && "suppressHydrationWarning" in props) {
    delete props.suppressHydrationWarning;
  }
  next?.(vnode);
};

// Effects before the next input (docs/decisions/021). Preact runs useEffect callbacks
// after the next frame; React runs them before it handles the next discrete event, and
// the code on top relies on that: radix registers an open dialog's Escape handler and
// its place in the layer stack in effects, the mobile menu its Escape listener. A key
// pressed in the frame after a dialog opened closed the dialog underneath instead. So
// the effects still waiting for that frame run first when an input event arrives.
const INPUT_EVENTS = [
  "keydown",
  "keyup",
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "click",
  "input",
  "change",
  "focusin",
  "submit",
] as const;

if (typeof window !== "undefined") {
  let pending: (() => void) | null = null;
  let flushing = false;
  // Not within a flush: an effect that moves focus fires focusin, and the running flush
  // picks up whatever was queued meanwhile anyway.
  const run = (flush: () => void) => {
    if (flushing) return;
    if (pending === flush) pending = null;
    flushing = true;
    try {
      flush();
    } finally {
      flushing = false;
    }
  };
  const flushPending = () => {
    if (pending) run(pending);
  };
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    // Preact's own schedule (after the next frame, at most 35 ms): both calls drain one
    // queue, so whichever comes second finds it empty.
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(() => run(flush));
    };
    const timeout = setTimeout(done, 35);
    const frame = requestAnimationFrame(done);
  };
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, flushPending, { capture: true, passive: true });
  }
}
