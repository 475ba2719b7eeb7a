import type * as React from "react";
import { isClientOnlyPath } from "@shared/paths";
import { useLocation } from "react-router";
import { Toaster } from "sonner";

/**
 * sonner's Toaster with the site's settings; loaded lazily by ./toaster.tsx.
 *
 * Public pages show toasts at the top: their bottom corners hold the floating buttons.
 * The admin area and the sign-in pages show them at the bottom left (on a phone: along
 * the bottom): beside the menu, clear of a dialog's title, its close button and its
 * buttons (on the right), and of the field the message is about.
 */
export default function SonnerToaster() {
  const { pathname } = useLocation();
  const atBottom = isClientOnlyPath(pathname);
  return (
    <Toaster
      position={atBottom ? "bottom-left" : "top-center"}
      richColors
      containerAriaLabel="Meldingen"
      // Twice sonner's 4 s: a result such as 'Bericht verzonden' must be readable by
      // someone who reads slowly or has just looked away (it pauses while hovered).
      duration={8000}
      toastOptions={{
        style: {
          fontFamily: "var(--font-sans)",
          fontSize: "0.95rem",
          // sonner's rich-colour texts miss WCAG AA on their tints (red ~4.2:1); darker
          // shades from the site palette keep the same meaning at 7:1 or more.
          "--success-text": "#124d2e",
          "--info-text": "#0b4a80",
          "--warning-text": "#7a3e0b",
          "--error-text": "#912018",
        } as React.CSSProperties,
      }}
    />
  );
}
