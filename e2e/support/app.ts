import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, startServer } from "./server";
import { type MailSink, startMailSink } from "../../src/server/test/mail-sink";

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

export interface AppWithMail extends AppUnderTest {
  /** The local SMTP server the app sends its mail to (receipts, confirmations). */
  readonly sink: MailSink;
}

/**
 * `appPerFile` with real SMTP: a local SMTP sink is started first and the app sends to
 * it (`MAIL_TRANSPORT=smtp`), with a rate limit high enough for a file's many posts.
 * `env` adds or overrides settings. The sink refuses (550) the addresses in `refused`, as
 * they are at the time of each message. The sink closes after the file's tests.
 */
export function appWithMailSink(
  env: Record<string, string> = {},
  refused: string[] = [],
): AppWithMail {
  let sink: MailSink | undefined;
  const app = appPerFile(async () => {
    sink = await startMailSink(0, refused);
    return {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    };
  });
  afterAll(async () => {
    await sink?.close();
  });
  return {
    get server() {
      return app.server;
    },
    get browser() {
      return app.browser;
    },
    get sink() {
      if (sink === undefined) throw new Error("the SMTP sink is used before beforeAll started it");
      return sink;
    },
  };
}
