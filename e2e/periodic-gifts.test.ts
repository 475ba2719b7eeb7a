import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { open } from "./forms-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile(async () => ({ RATE_LIMIT_PER_MINUTE: "1000" }));
const admin = adminPerFile(app);

const shots = (name: string) => path.join(os.tmpdir(), `qamar-periodiek-${name}.png`);

describe("periodic gifts in the browser", () => {
  it("the donor requests an agreement and sees its transaction number; the admin marks it signed", async () => {
    const { page, errors, context } = await openPage(app.browser, {
      width: 375,
      // The refused first try answers 400, which the browser logs.
      allow: [/status of 400/],
    });
    await open(page, `${app.server.url}/periodiek-schenken`);
    await page
      .getByRole("heading", { level: 1, name: "Geef langer, aftrekbaar zonder drempel" })
      .waitFor();
    await expectNoAxeViolations(page, "/periodiek-schenken");

    const form = page.getByRole("form", { name: "Overeenkomst periodieke gift" });
    await form.getByLabel("Bedrag per jaar (€)").fill("600");
    await form.getByText("Dat is € 50,00 per termijn.").waitFor();
    await form.getByLabel("Looptijd in jaren (minimaal 5)").fill("4");
    await form.getByLabel("Hoe betaalt u?").selectOption("direct-debit");
    await form.getByLabel("IBAN").fill("nl91 abna 0417 1643 00");
    await form.getByLabel(/^De gift stopt ook als ik arbeidsongeschikt/).check();
    await form.getByLabel("Voornamen").fill("Fatima Zahra");
    await form.getByLabel("Achternaam").fill("El Idrissi");
    await form.getByLabel("Straat en huisnummer").fill("Kerkstraat 12");
    await form.getByLabel("Postcode").fill("1234 AB");
    await form.getByLabel("Woonplaats").fill("Utrecht");
    await form.getByLabel("E-mailadres").fill("fatima@example.nl");
    await form.getByLabel("Geboortedatum").fill("1980-04-02");
    await form.getByLabel("Geboorteplaats").fill("Rotterdam");
    await form.getByRole("button", { name: "Overeenkomst aanvragen" }).click();
    // Under five years: the Dutch message under the field and in the toast.
    await expectToast(page, "Validatiefout", "De looptijd is minimaal 5 jaar");
    await form.getByText("De looptijd is minimaal 5 jaar").waitFor();
    await form.screenshot({ path: shots("form-error-375") });

    await form.getByLabel("Looptijd in jaren (minimaal 5)").fill("5");
    await form.getByRole("button", { name: "Overeenkomst aanvragen" }).click();
    const status = form.getByRole("status");
    await status.waitFor();
    const number = /PG-\d{4}-\d{6}/.exec((await status.textContent()) ?? "")?.[0];
    expect(number).toMatch(/^PG-\d{4}-\d{6}$/);
    await expectToast(page, "Overeenkomst aangevraagd", `Uw transactienummer is ${number}.`);
    await expectNoAxeViolations(page, "/periodiek-schenken (sent)");
    await form.screenshot({ path: shots("sent-375") });
    expect(errors).toEqual([]);
    await context.close();

    const wide = await openPage(app.browser, { width: 1280 });
    await open(wide.page, `${app.server.url}/periodiek-schenken`);
    await wide.page.screenshot({ path: shots("page-1280"), fullPage: true });
    await wide.context.close();

    // The admin finds it, downloads the PDF and marks it signed.
    const { page: adminPage, errors: adminErrors, context: adminContext } = await admin.page(1280);
    await adminPage.goto(`${app.server.url}/admin/periodic-gifts`);
    await adminPage.getByRole("heading", { name: "Periodieke giften", level: 1 }).waitFor();
    const row = adminPage.getByRole("row").filter({ hasText: number! });
    await row.getByText("Verzonden ter ondertekening").waitFor();
    await row.getByText("Fatima Zahra El Idrissi").waitFor();
    await row.getByText("Automatische incasso").waitFor();
    await row.getByText("Maandelijks").waitFor();
    expect(await row.getByText("In het incassobestand").count()).toBe(0);
    const download = adminPage.waitForEvent("download");
    await row.getByRole("link", { name: /^PDF/ }).click();
    expect((await download).suggestedFilename()).toBe(`overeenkomst-periodieke-gift-${number}.pdf`);
    // On a 1280 px laptop, beside the menu, the whole list fits, its action in view; on a
    // phone the action stays inside its card.
    const list = adminPage.getByRole("table", { name: "Periodieke giften" });
    expect(await list.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    await adminPage.setViewportSize({ width: 375, height: 900 });
    const mark = row.getByRole("button", { name: /^Markeren als ondertekend/ });
    const inCard = await mark.evaluate((button) => {
      const card = button.closest("tr")!.getBoundingClientRect();
      return button.getBoundingClientRect().right <= card.right;
    });
    expect(inCard).toBe(true);
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("button", { name: /^Markeren als ondertekend/ }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Markeren als ondertekend?" });
    await confirm
      .getByText(`Overeenkomst ${number} van Fatima Zahra El Idrissi`, { exact: false })
      .waitFor();
    await confirm.getByRole("button", { name: "Markeren als ondertekend" }).click();
    await expectToast(adminPage, "Gemarkeerd als ondertekend");
    await confirm.waitFor({ state: "hidden" });
    await row.getByText("Ondertekend", { exact: true }).waitFor();
    // Monthly by direct debit: its mandate goes into the bank's monthly file.
    await row.getByText("In het incassobestand").waitFor();
    expect(await row.getByRole("button", { name: /^Markeren als ondertekend/ }).count()).toBe(0);
    await expectNoAxeViolations(adminPage, "/admin/periodic-gifts");
    await adminPage.screenshot({ path: shots("admin-1280"), fullPage: true });
    await adminPage.setViewportSize({ width: 375, height: 900 });
    await adminPage.screenshot({ path: shots("admin-375"), fullPage: true });
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  it("/doneren leads to the periodic gift page", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 1280 });
    await open(page, `${app.server.url}/doneren`);
    await page.getByRole("link", { name: "Meer over periodiek schenken" }).click();
    await page.waitForURL(`${app.server.url}/periodiek-schenken`);
    await page
      .getByRole("heading", { level: 1, name: "Geef langer, aftrekbaar zonder drempel" })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
