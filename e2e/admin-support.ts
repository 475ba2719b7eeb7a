import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import type { AppUnderTest } from "./support/app";
import { openPage, type WatchedPage } from "./support/browser";

/** Helpers for the sign-in and admin browser tests. */

const PASSWORD = "Sterk!Wachtwoord1";

/** Signs up (or in) through the /auth page, as a person would. */
export async function authenticate(
  page: Page,
  base: string,
  email: string,
  mode: "Registreren" | "Inloggen",
): Promise<void> {
  await page.goto(`${base}/auth`);
  const tab = page.getByRole("tab", { name: mode });
  await tab.click();
  const panel = page.getByRole("tabpanel", { name: mode });
  await panel.getByLabel("E-mailadres").fill(email);
  await panel.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await panel
    .getByRole("button", { name: mode === "Registreren" ? "Account aanmaken" : "Inloggen" })
    .click();
}

/**
 * Signs up and then in through the API inside a browser context (sign-up opens no
 * session), so the context holds the cookie.
 */
export async function signUpInContext(context: BrowserContext, base: string, email: string) {
  for (const step of ["sign-up", "sign-in"]) {
    const res = await context.request.post(`${base}/api/auth/${step}/email`, {
      data: { email, password: PASSWORD },
      headers: { origin: base },
    });
    expect(res.status()).toBe(200);
  }
}

/** A toast with this title and text (sonner renders them in the 'Meldingen' region). */
export async function expectToast(page: Page, title: string, text?: string): Promise<void> {
  const toast = page
    .getByRole("region", { name: /Meldingen/ })
    .getByRole("listitem")
    .filter({ hasText: title });
  await toast.getByText(title, { exact: true }).first().waitFor();
  if (text) await toast.getByText(text, { exact: true }).first().waitFor();
}

export { expectNoAxeViolations } from "./support/axe";

/**
 * The signed-in admin of a test file: before the file's tests the first account signs
 * up (the first account becomes admin); `page(width)` opens a fresh watched page that
 * carries its cookies. Call after `appPerFile`, whose server and browser it uses.
 */
export function adminPerFile(app: AppUnderTest, email = "beheerder@example.org") {
  let cookies: Awaited<ReturnType<BrowserContext["storageState"]>>["cookies"] = [];
  beforeAll(async () => {
    const { context } = await openPage(app.browser);
    await signUpInContext(context, app.server.url, email);
    cookies = (await context.storageState()).cookies;
    await context.close();
  });
  return {
    async page(width = 1280): Promise<WatchedPage> {
      const watched = await openPage(app.browser, { width });
      await watched.context.addCookies(cookies);
      return watched;
    },
  };
}

/** Starts a one-off donation through the API, as the form would (stored as pending). */
export async function startOneOffDonation(
  base: string,
  donor: { name: string; amount: number | string; destination?: string },
): Promise<void> {
  const res = await fetch(`${base}/api/donations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "one-off",
      name: donor.name,
      email: `${donor.name.toLowerCase().replace(/\s/g, "")}@example.nl`,
      destination: donor.destination ?? "water",
      amount: donor.amount,
      message: "",
    }),
  });
  expect(res.status).toBe(201);
}
