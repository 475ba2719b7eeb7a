import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and API tests. Browser tests live in e2e/ with their own config.
export default defineConfig({
  resolve: {
    alias: {
      "@shared": r("./src/shared"),
      "@server": r("./src/server"),
      "@web": r("./src/web"),
      "@content": r("./content"),
    },
  },
  test: {
    // expect.poll waits for a condition; its 1 s default is a timing threshold on a busy machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["./src/server/test/global-setup.ts"],
    setupFiles: ["./src/web/test/setup.ts"],
  },
});
