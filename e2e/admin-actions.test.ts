import type { Route } from "playwright-core";
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
  it("shows the server's Dutch refusal, the shared pending state, and the fresh list after a change", async () => {
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

    // The only admin cannot revoke their own rights: the server says why, in Dutch.
    await page.getByRole("button", { name: /Rechten intrekken.*beheerder@example\.org/ }).click();
    await expectToast(
      page,
      "Kon rechten niet wijzigen",
      "Er moet altijd minstens één beheerder blijven. Maak eerst iemand anders beheerder.",
    );
    await page.locator("[aria-busy=true]").waitFor({ state: "detached" });
    expect(await table.getByText("Beheerder", { exact: true }).count()).toBe(1);

    // A slow grant: meanwhile the page shows the one pending state of every admin page.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/users/*/admin", async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: /Maak beheerder.*collega@example\.org/ }).click();
    await page.getByRole("status").filter({ hasText: "Bezig met opslaan…" }).waitFor();
    expect(await page.locator("main [aria-busy=true]").count()).toBe(1);
    expect(
      await page
        .getByRole("button", { name: /Rechten intrekken.*beheerder@example\.org/ })
        .isDisabled(),
    ).toBe(true);
    release();

    // After the change the page's loader runs again by itself: the fresh list, no reload.
    await expectToast(page, "collega@example.org is nu beheerder");
    await colleague.getByText("Beheerder", { exact: true }).waitFor();
    await page.locator("[aria-busy=true]").waitFor({ state: "detached" });
    expect(loads.length).toBeGreaterThan(loadsBefore);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    // The browser logs the refused call itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("409 (Conflict)"))).toEqual([]);
    await context.close();
  });
});
