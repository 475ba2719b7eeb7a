import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signUpInContext } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();

const csv = [
  "email;naam",
  "piet@example.nl;P. Jansen",
  "geen-adres;Iemand",
  "anna@example.org;Anna de Vries",
  "PIET@example.nl;Piet twee",
  "nieuw@example.org;Nieuwe Lezer",
].join("\n");

async function choose(page: Page, buffer = Buffer.from(csv)) {
  await page.getByRole("button", { name: "CSV importeren" }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "abonnees.csv",
    mimeType: "text/csv",
    buffer,
  });
  return page.getByRole("dialog", { name: "Abonnees importeren" });
}

const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

describe("CSV import preview on the admin subscribers page", () => {
  it("lists the rows it skips, and keeps names unless 'Namen bijwerken' is ticked", async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signUpInContext(context, app.server.url, "beheerder@example.org");
    await page.goto(`${app.server.url}/admin/subscribers`);
    await page.getByRole("button", { name: "Abonnee toevoegen" }).click();
    const add = page.getByRole("dialog");
    await add.getByLabel("E-mailadres").fill("piet@example.nl");
    await add.getByLabel("Naam").fill("Piet Jansen");
    await add.getByRole("button", { name: /toevoegen/i }).click();
    await rowOf(page, "piet@example.nl")
      .getByRole("cell", { name: "Piet Jansen", exact: true })
      .waitFor();

    const dialog = await choose(page);
    const skipped = dialog.getByRole("region", { name: /Deze regels worden overgeslagen/ });
    await skipped.waitFor();
    const rows = skipped.getByRole("row");
    expect(await rows.allInnerTexts()).toEqual([
      "Regel\tWaarde\tReden",
      "3\tgeen-adres\tOngeldig e-mailadres",
      "5\tPIET@example.nl\tDubbel (staat al op regel 2)",
    ]);
    await expectNoAxeViolations(page, "/admin/subscribers (CSV-voorbeeld)");
    await page.screenshot({ path: path.join(os.tmpdir(), "qamar-csv-preview-1280.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(os.tmpdir(), "qamar-csv-preview-375.png") });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    // Without the tick an existing subscriber keeps the name the admin gave. Imported on a
    // short phone screen: the dialog scrolls to its button.
    await page.setViewportSize({ width: 375, height: 560 });
    expect(await dialog.getByLabel(/Namen bijwerken/).isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "3 abonnees importeren" }).click();
    await expectToast(page, "Abonnees geïmporteerd");
    await page.setViewportSize({ width: 1280, height: 800 });
    await rowOf(page, "nieuw@example.org")
      .getByRole("cell", { name: "Nieuwe Lezer", exact: true })
      .waitFor();
    await rowOf(page, "piet@example.nl")
      .getByRole("cell", { name: "Piet Jansen", exact: true })
      .waitFor();
    expect(await rowOf(page, "piet@example.nl").textContent()).not.toContain("P. Jansen");

    // With the tick the file's name wins.
    const again = await choose(page);
    await again.getByLabel(/Namen bijwerken/).check();
    await again.getByRole("button", { name: "3 abonnees importeren" }).click();
    await expectToast(page, "Abonnees geïmporteerd");
    await rowOf(page, "piet@example.nl")
      .getByRole("cell", { name: "P. Jansen", exact: true })
      .waitFor();

    // A list Excel saved as 'CSV (gescheiden door lijstscheidingsteken)' is Windows-1252:
    // 'ë' and 'Ç' are single bytes there. The preview and the list read them as written.
    const excel = await choose(
      page,
      Buffer.from("E-mail;Naam\r\nzoe@example.nl;Zoë Çelik\r\n", "latin1"),
    );
    await excel.getByText("Zoë Çelik").waitFor();
    await excel.getByRole("button", { name: "1 abonnee importeren" }).click();
    await expectToast(page, "Abonnees geïmporteerd");
    await rowOf(page, "zoe@example.nl")
      .getByRole("cell", { name: "Zoë Çelik", exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a long list of skipped rows scrolls in a box the keyboard can reach", async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signUpInContext(context, app.server.url, "beheerder@example.org");
    await page.goto(`${app.server.url}/admin/subscribers`);
    const lines = [
      "email;naam",
      "goed@example.org;Goed",
      ...Array.from({ length: 15 }, (_, i) => `geen-adres-${i};X`),
    ];
    const dialog = await choose(page, Buffer.from(lines.join("\n")));
    const box = dialog.getByRole("region", { name: "Overgeslagen regels" });
    await box.waitFor();
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await box.focus();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, "/admin/subscribers (CSV-voorbeeld, veel overgeslagen)");
    expect(errors).toEqual([]);
    await context.close();
  });
});
