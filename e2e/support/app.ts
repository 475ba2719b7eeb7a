import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";

export interface AppUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * The set-up most browser test files share: one built app server (its own port and
 * data folder) and one Chromium for all the file's tests, started before them and
 * stopped after. `env` may be a function, for settings known only once something else
 * has started (an SMTP sink's port).
 */
export function appPerFile(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): AppUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === "function" ? await env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before beforeAll started it`);
    return value;
  };
  return {
    get server() {
      return started(server, "the app server");
    },
    get browser() {
      return started(browser, "the browser");
    },
  };
}
