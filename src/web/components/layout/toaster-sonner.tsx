import type * as React from "react";
import { Toaster } from "sonner";

/** sonner's Toaster with the site's settings; loaded lazily by ./toaster.tsx. */
export default function SonnerToaster() {
  return (
    <Toaster
      position="top-center"
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
