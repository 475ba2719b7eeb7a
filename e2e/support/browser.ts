import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package " +
        "(apt-get update && apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    // playwright gives every launch() a new empty profile (its own temporary user-data-dir).
    args: chromiumFlags,
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

/**
 * A page in a fresh context that records console errors and page errors; tests assert
 * the list stays empty.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; allow?: RegExp[] } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: "nl-NL",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) => options.allow?.some((re) => re.test(text)) ?? false;
  page.on("console", (msg) => {
    if ((msg.type() === "error" || msg.type() === "warning") && !allowed(msg.text())) {
      if (msg.type() === "error" || /hydrat/i.test(msg.text())) errors.push(msg.text());
    }
  });
  page.on("pageerror", (error) => {
    if (!allowed(error.message)) errors.push(error.message);
  });
  return { context, page, errors };
}

/**
 * The client script has hydrated the page, so its buttons and forms work: a click on a
 * prerendered control before that does nothing. The root layout (src/web/root.tsx) sets
 * the mark in an effect, which runs once React has hydrated the page; without the
 * client bundle it never appears.
 */
export function isPageHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === "true");
}
