import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_URL (the server's config) also sets the canonical origin baked into prerendered pages.
  envPrefix: ["VITE_", "PUBLIC_URL"],
  build: {
    // No preload helper: it would fetch a lazy chunk's imports alongside it, but every
    // page's first-load script would carry the helper (docs/decisions/021).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page: one file, not three.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/,
            },
            // The small modules every public page's chrome needs, merged: each file of its
            // own costs a request and a few hundred bytes of compression overhead.
            {
              name: "chrome",
              test: /src[\\/](shared[\\/](paths|site|euro-whole)\.ts|web[\\/](components[\\/]layout[\\/](?!site-footer|toaster-sonner|section-focus)|components[\\/]ui[\\/]button-variants|components[\\/]form[\\/]held-submit-script\.|lib[\\/](deferred|seo)\.))/,
            },
            // Money and Dutch number texts, for the pages that show amounts: one small file,
            // outside the chrome (the home page's first screen needs the whole-euro writer
            // only, shared/euro-whole.ts) and outside the forms (pages without a form use it).
            {
              name: "intl",
              test: /src[\\/]shared[\\/](money|intl)\.ts/,
            },
            // The small modules every public form needs, merged for the same reason; the
            // home page's first script needs none of them (its forms load below the fold).
            {
              name: "forms",
              test: /src[\\/](shared[\\/](form-input|amount|newsletter-consent)\.ts|web[\\/](components[\\/](form[\\/](public-form|toasts|form-field|honeypot|held-submit|newsletter-box)\.|ui[\\/](input|textarea)\.)|lib[\\/](api-client|donation-storage)\.))/,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      "@shared": r("./src/shared"),
      "@web": r("./src/web"),
      "@content": r("./content"),
    },
  },
});
