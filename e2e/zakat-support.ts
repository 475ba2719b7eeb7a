import type { Page } from "playwright-core";
import { isPageHydrated } from "./support/browser";
import { expect } from "vitest";

/** Helpers for the zakat calculator's browser tests. */

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fill(page: Page, label: string, value: string): Promise<void> {
  await field(page, label).fill(value);
}

/** A donor form text field by its accessible name ("Voornaam (verplicht)"). */
export const textbox = (page: Page, name: string) =>
  page.getByRole("textbox", { name, exact: true });

export async function expectStep(page: Page, step: number): Promise<void> {
  await page.getByText(`Stap ${step} van 4`, { exact: true }).waitFor();
}

export async function next(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Volgende" }).click();
}

export async function startWizard(page: Page): Promise<void> {
  const start = page.getByRole("button", { name: "Start de berekening" }).first();
  // A click on the prerendered button before hydration does nothing (seen on a busy CI
  // machine): wait for it.
  await expect.poll(() => isPageHydrated(page)).toBe(true);
  await start.click();
  await expectStep(page, 1);
}

/** Opens /zakaat at `base` and starts the wizard (step 1). */
export async function openWizard(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/zakaat`, { waitUntil: "networkidle" });
  await startWizard(page);
}

/** From step 1 to the result, with `cash` in the first bank row and nothing else. */
export async function resultForCash(page: Page, cash: string): Promise<void> {
  await next(page);
  await fill(page, "Bedrag rekening 1", cash);
  await next(page);
  await next(page);
  await expectStep(page, 4);
}

/** Opens the pay card's donor form and fills the three required fields. */
export async function fillDonor(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Gegevens invullen" }).click();
  await textbox(page, "Voornaam (verplicht)").fill("Amina");
  await textbox(page, "Achternaam (verplicht)").fill("Yilmaz");
  await textbox(page, "E-mailadres (verplicht)").fill("amina@voorbeeld.nl");
}

/** The amount cell of a row in the result's detailed calculation. */
export async function rowValue(page: Page, label: string): Promise<string | null> {
  const row = page
    .locator("tr")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  return row.first().locator("td").textContent();
}

export { expectNoAxeViolations } from "./support/axe";
