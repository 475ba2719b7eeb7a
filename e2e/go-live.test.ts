import { standIns } from "@shared/site-details";
import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations } from "./admin-support";
import { appPerFile } from "./support/app";

// A secret and a DKIM selector set; the rest as the demo has it (outbox, demo payments).
const app = appPerFile({
  APP_SECRET: "e2e-secret-e2e-secret-e2e-secret-1234",
  DKIM_SELECTOR: "mail",
});
const admin = adminPerFile(app);

describe("the go-live checklist", () => {
  it.each([1280, 375])(
    "is where /admin opens, each check with its mark, no axe violations at %i px",
    async (width) => {
      const { page, errors, context } = await admin.page(width);
      await page.goto(`${app.server.url}/admin`);
      await page.getByRole("heading", { level: 1, name: "Livegang" }).waitFor();
      expect(page.url()).toBe(`${app.server.url}/admin`);
      const items = page.locator("li[data-mark]");
      expect(await items.count()).toBe(10);
      // No monthly gift runs through Mollie in the demo.
      const mollieGifts = items.filter({ hasText: "Maandelijkse giften via Mollie" });
      expect(await mollieGifts.getAttribute("data-mark")).toBe("green");
      // The demo: outbox e-mail, demo payments, http, stand-in facts, the demo's creditor
      // details, no ADMIN_EMAILS.
      const standInItem = items.filter({ hasText: "Gegevens van de stichting" });
      expect(await standInItem.getAttribute("data-mark")).toBe("red");
      expect(await standInItem.textContent()).toContain("Actie nodig");
      expect(await standInItem.textContent()).toContain("registration.kvk: 12345678");
      expect(await standInItem.locator("ul li").count()).toBe(standIns.length);
      const payment = items.filter({ hasText: "Betalingen (PAYMENT_PROVIDER)" });
      expect(await payment.textContent()).toContain("De demo-kassa rekent niets af");
      const creditor = items.filter({ hasText: "Incassant (SEPA_CREDITOR_ID" });
      expect(await creditor.getAttribute("data-mark")).toBe("red");
      expect(await creditor.textContent()).toContain("SEPA_CREDITOR_IBAN");
      const backup = items.filter({ hasText: "Laatste back-up" });
      expect(await backup.getAttribute("data-mark")).toBe("red");
      expect(await backup.textContent()).toContain("Er staat nog geen back-up in");
      const secret = items.filter({ hasText: "Geheime sleutel (APP_SECRET)" });
      expect(await secret.getAttribute("data-mark")).toBe("green");
      expect(await secret.textContent()).toContain("In orde");
      const nav = page.getByRole("navigation", { name: "Beheer" });
      expect(await nav.getByRole("link", { name: "Livegang" }).getAttribute("aria-current")).toBe(
        "page",
      );
      expect(
        await nav.getByRole("link", { name: "Nieuwsbrieven" }).getAttribute("aria-current"),
      ).toBeNull();
      await expectNoAxeViolations(page, `/admin ${width}`);
      await page.screenshot({ path: `/tmp/go-live-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it("makes a backup with the backup check's button; the check turns green", async () => {
    const { page, errors, context } = await admin.page(1280);
    await page.goto(`${app.server.url}/admin`);
    const backup = page.locator("li[data-mark]").filter({ hasText: "Laatste back-up" });
    expect(await backup.getAttribute("data-mark")).toBe("red");
    expect(await backup.textContent()).toContain("met de knop hieronder maak je er nu een");
    await backup.getByRole("button", { name: "Nu een back-up maken" }).click();
    await page.getByText("Back-up gemaakt").waitFor({ timeout: 60_000 });
    await expect.poll(() => backup.getAttribute("data-mark"), { timeout: 10_000 }).toBe("green");
    expect(await backup.textContent()).toMatch(
      /Laatste back-up: \d+ \w+ \d{4} om \d\d:\d\d \(zojuist\)\./,
    );
    await page.screenshot({ path: "/tmp/go-live-backup.png", fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
