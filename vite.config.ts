import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_URL (the server's config) also sets the canonical origin baked into prerendered pages.
  envPrefix: ["VITE_", "PUBLIC_URL"],
  resolve: {
    alias: {
      "@shared": r("./src/shared"),
      "@web": r("./src/web"),
      "@content": r("./content"),
    },
  },
});
