import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("./toaster-sonner"));

/**
 * The toast area, loaded once the page is idle so sonner stays out of the first-load
 * script (ADR 021). Toasts raised before it mounts are not lost: sonner replays active
 * toasts to a Toaster that subscribes late.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
