import { describe, expect, it } from "vitest";
import { AWAITING_ACCESS } from "@shared/auth";
import { paths } from "@shared/paths";
import { authenticate, expectToast } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();

// The tests share one server and run in order: the first sign-up makes the admin.
describe("sign-in and the admin area", () => {
  it("sends an anonymous visitor of an admin page to /auth with 'Niet ingelogd'", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/admin/donations`);
    await page.waitForURL(`${app.server.url}/auth`);
    await expectToast(page, "Niet ingelogd", "Je moet ingelogd zijn om deze pagina te bekijken");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lands the first sign-up on the admin page, as admin", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await authenticate(page, app.server.url, "beheerder@example.org", "Registreren");
    await page.waitForURL(`${app.server.url}/admin/newsletter`);
    await expectToast(page, "Account aangemaakt");
    await page.getByRole("heading", { level: 1, name: "Nieuwsbrieven" }).waitFor();
    await page
      .getByRole("navigation", { name: "Beheer" })
      .getByRole("link", { name: "Gebruikers" })
      .click();
    const row = page.getByRole("row").filter({ hasText: "beheerder@example.org (jij)" });
    await row.getByText("Beheerder", { exact: true }).waitFor();

    // On a low laptop screen the page's own item is in view, the last one too.
    await page.setViewportSize({ width: 1280, height: 680 });
    const nav = page.getByRole("navigation", { name: "Beheer" });
    for (const [label, path] of [
      ["Persoonsgegevens", paths.adminPrivacy],
      ["Gebruikers", paths.adminUsers],
      ["Livegang", paths.admin],
    ]) {
      await page.goto(`${app.server.url}${path}`);
      const current = nav.locator('[aria-current="page"]');
      await expect.poll(() => current.textContent()).toBe(label);
      await expect
        .poll(async () => {
          const [item, area] = [await current.boundingBox(), await nav.boundingBox()];
          return (
            !!item &&
            !!area &&
            item.y >= area.y &&
            item.y + item.height <= area.y + area.height &&
            item.y + item.height <= 680
          );
        })
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the 'Fout' and 'Wachtwoord te zwak' toasts for empty fields and a weak password", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/auth`);
    await page
      .getByRole("tabpanel", { name: "Inloggen" })
      .getByRole("button", { name: "Inloggen" })
      .click();
    await expectToast(page, "Fout", "Vul alle velden in");
    await page.getByRole("tab", { name: "Registreren" }).click();
    const panel = page.getByRole("tabpanel", { name: "Registreren" });
    await panel.getByLabel("E-mailadres").fill("iemand@example.org");
    const password = panel.getByLabel(/^Wachtwoord/);
    await password.fill("kortwachtwoord");
    await panel.getByRole("button", { name: "Wachtwoord tonen" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await panel.getByRole("button", { name: "Account aanmaken" }).click();
    await expectToast(
      page,
      "Wachtwoord te zwak",
      "Het wachtwoord moet nog bevatten: een hoofdletter, een cijfer en een speciaal teken.",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells a new account without admin rights once that an administrator must give access", async () => {
    for (const width of [1280, 375]) {
      const { page, errors, context } = await openPage(app.browser, { width });
      await authenticate(page, app.server.url, `lid-${width}@example.org`, "Registreren");
      await page
        .getByRole("status")
        .getByText(`Je bent ingelogd als lid-${width}@example.org. ${AWAITING_ACCESS}`)
        .waitFor();
      await expectToast(page, "Account aangemaakt", AWAITING_ACCESS);
      const toasts = page.getByRole("region", { name: /Meldingen/ }).getByRole("listitem");
      expect(await toasts.allInnerTexts()).toEqual([`Account aangemaakt\n${AWAITING_ACCESS}`]);
      expect(page.url()).toBe(`${app.server.url}/auth`);

      // The admin area itself still turns the account away.
      await page.goto(`${app.server.url}/admin/newsletter`);
      await page.waitForURL(`${app.server.url}/`);
      await expectToast(page, "Geen toegang", "Je hebt geen admin rechten voor deze pagina");
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("signs an admin in with 'Succesvol ingelogd' and out again", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await authenticate(page, app.server.url, "beheerder@example.org", "Inloggen");
    await page.waitForURL(`${app.server.url}/admin/newsletter`);
    await expectToast(page, "Succesvol ingelogd");
    // The first Tab offers a way past the navigation, shown once focused; it leads into
    // the page's own content.
    await page.getByRole("heading", { level: 1, name: "Nieuwsbrieven" }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Naar de inhoud" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("inhoud");
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => !!document.activeElement?.closest("main#inhoud")),
      "the next Tab stays in the content",
    ).toBe(true);
    await page.getByRole("button", { name: "Uitloggen" }).first().click();
    await page.waitForURL(`${app.server.url}/auth`);
    await page.goto(`${app.server.url}/admin/newsletter`);
    await page.waitForURL(`${app.server.url}/auth`);
    await expectToast(page, "Niet ingelogd");
    expect(errors).toEqual([]);
    await context.close();
  });
});
