import { useCallback, useEffect, useState } from "react";

/** The impact videos advance every 8000 ms. */
const CAROUSEL_INTERVAL_MS = 8000;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The index cycles 0..count-1 and wraps; no advance while
 * paused (pointer over the player, or the visitor's own pause); a manual pick restarts
 * the 8-second wait. With prefers-reduced-motion it does not advance.
 */
export function useCarousel(count: number, interval = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Bumped by a manual pick so the timer starts over even when the index is unchanged.
  const [cycle, setCycle] = useState(0);
  const [reduced, setReduced] = useState(false);

  useEffect(() => setReduced(prefersReducedMotion()), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `cycle` restarts the wait
  useEffect(() => {
    if (hovered || stopped || reduced || count < 2) return;
    const id = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(id);
  }, [index, hovered, stopped, reduced, count, interval, cycle]);

  const select = useCallback(
    (i: number) => {
      setIndex(((i % count) + count) % count);
      setCycle((c) => c + 1);
    },
    [count],
  );

  return {
    index,
    select,
    /** true while the carousel advances by itself */
    running: !(hovered || stopped || reduced),
    stopped,
    reduced,
    setHovered,
    toggleStopped: () => setStopped((s) => !s),
  };
}
