import { readFileSync } from "node:fs";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { describe, expect, it } from "vitest";
import { isHydrated, stubExternal } from "./site-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();

describe("navigation", () => {
  it("opens and closes the menu on a 375 px wide screen; choosing an item closes it", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 740 });
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    const toggle = page.getByRole("button", { name: "Menu openen" });
    const panel = page.getByRole("navigation", { name: "Mobiel menu" });
    expect(await page.getByRole("navigation", { name: "Hoofdmenu" }).isVisible()).toBe(false);
    expect(await panel.isVisible()).toBe(false);
    await expect.poll(() => isHydrated(page, "header button")).toBe(true);
    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    for (const label of [
      "Home",
      "Projecten",
      "Zakaat",
      "Samenwerking",
      "Nieuws",
      "Contact",
      "Bestuur",
      "Gedragscode",
      "Doneren",
    ]) {
      expect(await panel.getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(
        true,
      );
    }
    await page.getByRole("button", { name: "Menu sluiten" }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);

    await toggle.click();
    await panel.getByRole("link", { name: "Bestuur" }).click();
    await page.waitForURL(`${app.server.url}${paths.board}`);
    expect(await panel.isVisible()).toBe(false);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Bestuur");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes the menu on an Escape pressed before the next frame after it opened", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 740 });
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => isHydrated(page, "header button")).toBe(true);
    // Open, let the render settle (a few microtasks), then press Escape within the same
    // task: the menu is on screen, and its Escape listener (added by an effect) must be
    // in place already, before the next frame.
    const states = await page.evaluate(async () => {
      const toggle = document.querySelector<HTMLButtonElement>('button[aria-label="Menu openen"]')!;
      toggle.click();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const opened = toggle.getAttribute("aria-expanded");
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      return { opened, afterEscape: toggle.getAttribute("aria-expanded") };
    });
    expect(states).toEqual({ opened: "true", afterEscape: "false" });
    await expect
      .poll(() => page.getByRole("navigation", { name: "Mobiel menu" }).isVisible())
      .toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works the 'Over Ons' dropdown with the keyboard alone", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    const trigger = page.getByRole("button", { name: "Over Ons" });
    await expect.poll(() => isHydrated(page, "header button")).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      if (await trigger.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    const list = page.locator(
      `#${(await trigger.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`,
    );
    expect(await list.getByRole("link").count()).toBe(12);
    await page.keyboard.press("Escape");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Oprichting Qamar");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Visie en missie");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${app.server.url}${paths.visionMission}`);
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The carousel itself (timing, hover, YouTube and mp4 players) is tested on the component
// (src/web/features/video/impact-videos.test.tsx): the demo facts' video addresses are
// stand-ins, which the site does not show.
describe("impact videos with stand-in addresses", () => {
  it("are not on the home page: no section, no empty player", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    expect(await page.locator("#contact").count()).toBe(1);
    expect(await page.locator("#videos, #home-videos").count()).toBe(0);
    expect(await page.getByTestId("video-player").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("floating buttons", () => {
  it("downloads a vCard with the foundation's name and phone and confirms it", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    expect(
      await page.getByRole("link", { name: "Drager worden" }).last().getAttribute("href"),
    ).toBe(paths.becomeSponsor);
    await expect.poll(() => isHydrated(page, "[aria-label='Contactgegevens opslaan']")).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Contactgegevens opslaan" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    const card = readFileSync((await download.path()) ?? "", "utf8");
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(card).toContain(`FN:${site.name}\r\n`);
    expect(card).toContain(`:${site.contact.phone.replace(/\s+/g, "")}\r\n`);
    expect(card.trimEnd().endsWith("END:VCARD")).toBe(true);
    const toast = page.getByText("Contact opgeslagen!");
    await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = await page.locator("[data-sonner-toast]").innerText();
    expect(text).toContain(site.name);
    expect(text).toContain(site.contact.phone);
    expect(text).toContain("gedownload");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("unsubscribe feedback on the home page", () => {
  const cases = [
    ["?unsubscribed=success", "Succesvol afgemeld", "U ontvangt onze nieuwsbrief niet meer."],
    ["?error=invalid_email", "Afmelden mislukt", "Ongeldig email adres"],
    ["?error=invalid_token", "Afmelden mislukt", "Ongeldige afmeld-link"],
    ["?error=database_error", "Afmelden mislukt", "Database fout, probeer het later opnieuw"],
    ["?error=email_not_found", "Afmelden mislukt", "Email adres niet gevonden"],
    ["?error=server_error", "Afmelden mislukt", "Server fout, probeer het later opnieuw"],
    ["?error=iets_anders", "Afmelden mislukt", "Er is een fout opgetreden"],
    ["?error=constructor", "Afmelden mislukt", "Er is een fout opgetreden"],
  ] as const;

  it.each(cases)("%s shows '%s: %s' and clears the query string", async (query, title, text) => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/${query}`, { waitUntil: "networkidle" });
    const toast = page.locator("[data-sonner-toast]");
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    expect(await toast.innerText()).toContain(title);
    expect(await toast.innerText()).toContain(text);
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("home page sections", () => {
  it("has the sections in order with nine clamped project cards and five news cards", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll("main section[id]")].map((s) => s.id),
    );
    expect(
      ids.filter((id) => ["home", "about", "projects", "news", "contact"].includes(id)),
    ).toEqual(["home", "about", "projects", "news", "contact"]);
    const summaries = page.locator("#projects [data-testid=project-summary]");
    expect(await summaries.count()).toBe(9);
    expect(await summaries.first().evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe(
      "3",
    );
    expect(
      await page
        .locator("#projects")
        .getByRole("link", { name: /Meer Info/ })
        .count(),
    ).toBe(9);
    expect(await page.locator("#news article").count()).toBe(5);
    // A news card's summary shows three lines at most, also in a card as tall as its row.
    const summaryLines = await page
      .locator("#news article p")
      .evaluateAll((ps) =>
        ps.map((p) => p.clientHeight / Number.parseFloat(getComputedStyle(p).lineHeight)),
      );
    expect(summaryLines).toHaveLength(5);
    expect(summaryLines.filter((lines) => lines > 3.05)).toEqual([]);
    expect(
      await page.getByRole("link", { name: "Bekijk Alle Activiteiten" }).getAttribute("href"),
    ).toBe(paths.news);
    expect(
      await page.getByRole("link", { name: "Bereken nu je zakaat" }).getAttribute("href"),
    ).toBe(paths.zakat);
    const monthly = page.getByRole("link", { name: /Word Donateur/ });
    expect(await monthly.getAttribute("target")).toBe("_blank");
    expect(
      await page.locator("#contact").getByRole("link", { name: "Doneer Nu" }).getAttribute("href"),
    ).toBe(paths.donate);
    expect(await page.locator("#contact").getByText(site.contact.email).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens external donation buttons of project pages in a new tab without opener", async () => {
    const { page, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}${paths.waterProjects}`);
    const external = page.locator("a[target=_blank]");
    expect(await external.count()).toBeGreaterThanOrEqual(2);
    for (const rel of await external.evaluateAll((as) => as.map((a) => a.getAttribute("rel")))) {
      expect(rel).toBe("noopener noreferrer");
    }
    await context.close();
  });

  it("offers no download while the annual report is a stand-in, and says how to ask", async () => {
    const { page, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}${paths.reports}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Rapporten");
    expect(await page.getByRole("link", { name: /Jaarverslag 2024 downloaden/ }).count()).toBe(0);
    expect(await page.getByText("Het jaarverslag 2024 staat nog niet online").count()).toBe(1);
    await context.close();
  });
});
