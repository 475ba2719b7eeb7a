import type { Page } from "playwright-core";
import { isPageHydrated } from "./support/browser";
import { expect } from "vitest";

/** Helpers for the form and donation browser tests. */

/** The text of every toast on screen. */
export async function toastTexts(page: Page): Promise<string> {
  return (await page.locator("[data-sonner-toast]").allTextContents()).join(" | ");
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toContain(text);
}

/** The page is hydrated: forms now submit through JS. */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => isPageHydrated(page)).toBe(true);
}

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  await hydrated(page);
}

/** POST to the running server (setting up a donation without a browser). */
export async function api<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}
