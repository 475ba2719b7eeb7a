import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Where `npm run dev` serves the site (scripts/dev.mjs gives the API this address). */
const DEV_PORT = Number(process.env.DEV_PORT ?? 5173);

// Chunk groups whose files keep their name (`chrome-<hash>.js`); see chunkFileNames.
const namedChunks = ["react", "chrome", "intl", "forms"];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `npm run dev`: Vite serves the pages with hot reload and passes /api on to the API
  // server that scripts/dev.mjs starts beside it.
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  // PUBLIC_URL (the server's config) also sets the canonical origin baked into prerendered pages.
  envPrefix: ["VITE_", "PUBLIC_URL"],
  build: {
    // No preloading of a lazy chunk's imports alongside it (docs/decisions/021). Vite still
    // wraps every dynamic import in its preload helper, which the chrome chunk carries.
    modulePreload: false,
    rolldownOptions: {
      // The home page loads the contact form lazily, and the root loads the not-found page
      // lazily, while /contact and the 404 route import them statically. Each still gets a
      // chunk of its own (the lazy import loads that chunk), so the warning that the lazy
      // import 'will not move the module into another chunk' says nothing to act on.
      checks: { ineffectiveDynamicImport: false },
      output: {
        // Every other script's file name is its hash alone: React Router's manifest, part of
        // every page's first load, names each route's module and each chunk it imports, and
        // names such as `circle-exclamation-point-` or `admin-monthly-donors-` cost about
        // 1 KB gzip there (docs/decisions/021). The manifest maps routes to their files.
        entryFileNames: "assets/[hash].js",
        chunkFileNames: (chunk) =>
          namedChunks.includes(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js",
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
