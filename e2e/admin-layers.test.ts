import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminPerFile, startOneOffDonation } from "./admin-support";
import { appPerFile } from "./support/app";

const app = appPerFile();
const admin = adminPerFile(app);
const donate = (destination: string, amount: string, name: string) =>
  startOneOffDonation(app.server.url, { destination, amount, name });

describe("the admin's layers and loads", () => {
  it("keeps a dialog open while a select inside it is used; Escape closes the list first", async () => {
    const { page, errors, context } = await admin.page();
    await page.goto(`${app.server.url}/admin/campaigns`);
    await page.getByRole("button", { name: "Nieuwe campagne" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe campagne" });
    await dialog.waitFor();

    const urgency = dialog.getByRole("combobox", { name: /Urgentie/ });
    await urgency.click();
    const list = page.getByRole("listbox");
    await list.waitFor();
    await list.getByRole("option", { name: "Hoge prioriteit" }).click();
    await list.waitFor({ state: "detached" });
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => urgency.textContent()).toContain("Hoge prioriteit");

    // Escape: the open list closes, the dialog stays; a second Escape closes the dialog,
    // once the admin confirms that the change made may go.
    await urgency.click();
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await dialog.isVisible()).toBe(true);
    expect(await urgency.textContent()).toContain("Hoge prioriteit");
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.accept();
    });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(asked).toEqual(["Je wijzigingen zijn nog niet opgeslagen. Toch sluiten?"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks before the close button drops typed work; declined, the dialog and its text stay", async () => {
    const { page, errors, context } = await admin.page();
    await page.goto(`${app.server.url}/admin/campaigns`);
    await page.getByRole("button", { name: "Nieuwe campagne" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe campagne" });
    const title = dialog.getByRole("textbox", { name: /^Titel/ });
    await title.fill("Winterhulp Gaza");
    const asked: string[] = [];
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect
      .poll(() => asked)
      .toEqual(["Je wijzigingen zijn nog niet opgeslagen. Toch sluiten?"]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe("Winterhulp Gaza");
    page.once("dialog", (question) => void question.accept());
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await dialog.waitFor({ state: "detached" });

    // 'Annuleren', at the form's end where a phone's screen shows it, drops the work
    // without asking.
    await page.getByRole("button", { name: "Nieuwe campagne" }).click();
    await title.fill("Voedselpakketten");
    page.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(asked).toHaveLength(1);
    page.removeAllListeners("dialog");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives focus back to the button that opened a dialog once it closes", async () => {
    const { page, errors, context } = await admin.page();
    await page.goto(`${app.server.url}/admin/campaigns`);
    const opener = page.getByRole("button", { name: "Nieuwe campagne" });
    const dialog = page.getByRole("dialog", { name: "Nieuwe campagne" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    for (const close of [
      () => page.keyboard.press("Escape"),
      () => dialog.getByRole("button", { name: "Sluiten" }).click(),
    ]) {
      await opener.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      expect(await focused()).not.toBe("Nieuwe campagne");
      await close();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(focused).toBe("Nieuwe campagne");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows only the last filter's answer when the filters change quickly on a slow network", async () => {
    await donate("water", "11", "Water Gever");
    await donate("onderwijs", "22", "Onderwijs Gever");
    await donate("landbouw", "33", "Landbouw Gever");
    const { page, errors, context } = await admin.page();
    await page.goto(`${app.server.url}/admin/donations`);
    await page.getByText("Landbouw Gever").waitFor();

    // The earlier a filter, the slower its answer: without aborting, an older answer
    // would arrive last and replace the newer one.
    const delays = [1500, 900, 100];
    let seen = 0;
    const handled: Promise<void>[] = [];
    await page.route("**/api/admin/donations?**", (route: Route) => {
      const delay = delays[seen++] ?? 0;
      const done = new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() =>
        route.continue().catch(() => {
          // aborted by the page: the newer filter replaced it
        }),
      );
      handled.push(done);
      return done;
    });

    const destination = page.getByLabel("Bestemming");
    const apply = page.getByRole("button", { name: "Toepassen" });
    for (const value of ["water", "onderwijs", "landbouw"]) {
      await destination.selectOption(value);
      await apply.click();
    }
    await page.waitForURL(/destination=landbouw/);
    await expect.poll(() => seen).toBe(3);
    await Promise.all(handled); // every answer has arrived (or was aborted)
    await page.locator("[aria-busy=true]").waitFor({ state: "detached" });

    await page.getByText("Landbouw Gever").waitFor();
    expect(await page.getByText("Water Gever").count()).toBe(0);
    expect(await page.getByText("Onderwijs Gever").count()).toBe(0);
    expect(await destination.inputValue()).toBe("landbouw");
    expect(errors).toEqual([]);
    await context.close();
  });
});
