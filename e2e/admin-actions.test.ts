import type { Locator, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminPerFile, expectToast, signUpInContext } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();
const admin = adminPerFile(app);

beforeAll(async () => {
  // A second account, without admin rights until the admin grants them.
  const other = await openPage(app.browser);
  await signUpInContext(other.context, app.server.url, "collega@example.org");
  await other.context.close();
});

describe("admin changes through the page's action", () => {
  it("asks before each change, refuses one's own revocation, shows the shared pending state and the fresh list", async () => {
    const { page, errors, context } = await admin.page();
    const loads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "GET" && new URL(r.url()).pathname === "/api/admin/users")
        loads.push(r.url());
    });
    await page.goto(`${app.server.url}/admin/users`);
    const table = page.getByRole("table", { name: "Gebruikers" });
    const colleague = table.getByRole("row").filter({ hasText: "collega@example.org" });
    await colleague.getByText("Geen rechten").waitFor();
    const loadsBefore = loads.length;

    // The own account offers no 'Rechten intrekken', and the server refuses it in Dutch.
    const own = table.getByRole("row").filter({ hasText: "beheerder@example.org" });
    await own.getByText("Je eigen account").waitFor();
    expect(await own.getByRole("button").count()).toBe(0);
    const refusal = await page.evaluate(async () => {
      const list = await (await fetch("/api/admin/users")).json();
      const me = list.users.find((u: { email: string }) => u.email === "beheerder@example.org");
      const res = await fetch(`/api/admin/users/${me.id}/admin`, { method: "DELETE" });
      return { status: res.status, body: await res.json() };
    });
    expect(refusal).toEqual({
      status: 409,
      body: {
        error: "Niet toegestaan",
        message:
          "Je kunt je eigen beheerdersrechten niet intrekken. Vraag een andere beheerder dat te doen.",
      },
    });

    // 'Maak beheerder' asks first; 'Annuleren' changes nothing.
    const grantButton = colleague.getByRole("button", { name: /^Maak beheerder/ });
    const confirm = page.getByRole("dialog", { name: "Beheerder maken?" });
    await grantButton.click();
    await confirm.getByText(/^collega@example\.org krijgt toegang tot het hele beheer/).waitFor();
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await confirm.waitFor({ state: "hidden" });
    await colleague.getByText("Geen rechten").waitFor();

    // A slow grant: meanwhile the page shows the one pending state of every admin page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/users/*/admin", async (route: Route) => {
      await held;
      await route.continue();
    });
    await grantButton.click();
    await confirm.getByRole("button", { name: "Maak beheerder" }).click();
    await page.getByRole("status").filter({ hasText: "Bezig met opslaan…" }).waitFor();
    expect(await page.locator("main [aria-busy=true]").count()).toBe(1);
    // The question has closed; the page's buttons wait for the change.
    await confirm.waitFor({ state: "hidden" });
    expect(await grantButton.isDisabled()).toBe(true);
    release();

    // After the change the page's loader runs again by itself: the fresh list, no reload.
    await expectToast(page, "collega@example.org is nu beheerder");
    await colleague.getByText("Beheerder", { exact: true }).waitFor();
    await page.locator("[aria-busy=true]").waitFor({ state: "detached" });
    expect(loads.length).toBeGreaterThan(loadsBefore);

    // 'Rechten intrekken' asks first too, then takes the colleague's rights away.
    await page.unroute("**/api/admin/users/*/admin");
    await colleague.getByRole("button", { name: /^Rechten intrekken/ }).click();
    const revoke = page.getByRole("dialog", { name: "Rechten intrekken?" });
    await revoke.getByText(/^collega@example\.org heeft daarna geen toegang meer/).waitFor();
    await revoke.getByRole("button", { name: "Rechten intrekken" }).click();
    await expectToast(page, "collega@example.org is geen beheerder meer");
    await colleague.getByText("Geen rechten").waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    // The browser logs the refused call itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("409 (Conflict)"))).toEqual([]);
    await context.close();
  });
});

describe("admin toasts", () => {
  it("show where they cover neither an open dialog's title and close button nor the field they are about", async () => {
    for (const width of [375, 1280]) {
      const { page, errors, context } = await admin.page(width);
      await page.goto(`${app.server.url}/admin/campaigns`);
      await page.getByRole("button", { name: "Nieuwe campagne" }).click();
      const dialog = page.getByRole("dialog", { name: "Nieuwe campagne" });
      await dialog.getByRole("button", { name: "Campagne aanmaken" }).click();
      await expectToast(page, "Validatiefout", "Titel is verplicht");
      const toast = page
        .getByRole("region", { name: /Meldingen/ })
        .getByRole("listitem")
        .first();
      // Let sonner's entry animation finish before measuring.
      await page.waitForTimeout(600);
      const toastBox = await toast.boundingBox();
      const overlaps = async (target: Locator) => {
        const box = await target.boundingBox();
        if (!toastBox || !box) throw new Error(`no box at ${width} px`);
        return (
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height
        );
      };
      // The dialog has scrolled to the wrong field; then its top, title and close button.
      expect({ width, field: await overlaps(dialog.getByLabel("Titel")) }).toEqual({
        width,
        field: false,
      });
      await dialog.evaluate((el) => el.scrollTo(0, 0));
      for (const target of [
        dialog.getByRole("heading", { name: "Nieuwe campagne" }),
        dialog.getByRole("button", { name: "Sluiten" }),
      ]) {
        expect({ width, covered: await overlaps(target) }).toEqual({ width, covered: false });
      }
      // Nor the button that saves, at the dialog's foot, once scrolled to.
      if (width > 600) {
        await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        const save = dialog.getByRole("button", { name: "Campagne aanmaken" });
        expect({ width, save: await overlaps(save) }).toEqual({ width, save: false });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
