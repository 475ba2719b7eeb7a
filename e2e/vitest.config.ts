import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Browser tests: Chromium (Debian's) driven by playwright-core against the built app.
export default defineConfig({
  resolve: {
    alias: {
      "@shared": r("../src/shared"),
      "@server": r("../src/server"),
      "@web": r("../src/web"),
      "@content": r("../content"),
    },
  },
  test: {
    // expect.poll waits for a condition; its 1 s default is a timing threshold on a busy machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    root: r(".."),
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
  },
});
