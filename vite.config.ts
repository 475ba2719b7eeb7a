import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The web app is written against React's API and runs on Preact through preact/compat,
 * in the browser and in the prerender alike (docs/decisions/021): React 19's client
 * alone is 65 KB gzip of the home page's 120 KB budget, Preact with compat 10 KB.
 * The server's e-mails and the component unit tests keep using React itself.
 */
const preact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

/** Dependencies of the web app that import React (and so must see the aliases). */
const usesReact = [
  /^react-router/,
  /^@react-router\//,
  /^radix-ui/,
  /^@radix-ui\//,
  "lucide-react",
  "sonner",
  "react-hook-form",
  "@hookform/resolvers",
  /^better-auth/,
];

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_URL (the server's config) also sets the canonical origin baked into prerendered pages.
  envPrefix: ["VITE_", "PUBLIC_URL"],
  // The prerender bundles its dependencies too, so React Router and the UI libraries get
  // Preact through the aliases instead of loading React from node_modules. The dev
  // server's module runner cannot run CommonJS inline (React Router's `cookie`), so there
  // only the packages that import React are bundled.
  ssr: { noExternal: command === "build" ? true : usesReact },
  build: {
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router looks for React 19's useOptimistic and does without it; Preact has none.
        if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("useOptimistic")) return;
        handler(level, log);
      },
    },
  },
  resolve: {
    alias: [
      ...preact,
      { find: "@shared", replacement: r("./src/shared") },
      { find: "@web", replacement: r("./src/web") },
      { find: "@content", replacement: r("./content") },
    ],
  },
}));
