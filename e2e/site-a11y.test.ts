import { describe, expect, it } from "vitest";
import { allPublicPaths, scrollThrough, stubExternal } from "./site-support";
import { axeViolations } from "./support/axe";
import { appPerFile } from "./support/app";

const app = appPerFile();

async function violations(
  path: string,
  width: number,
  prepare?: (page: import("playwright-core").Page) => Promise<void>,
) {
  const context = await app.browser.newContext({
    viewport: { width, height: 900 },
    locale: "nl-NL",
  });
  await stubExternal(context, app.server.url);
  const page = await context.newPage();
  await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await prepare?.(page);
  const found = await axeViolations(page);
  await context.close();
  return found.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

describe("accessibility (axe-core, all rules)", () => {
  it.each(allPublicPaths)(
    "%s has no violations",
    async (path) => {
      expect(await violations(path, 1280)).toEqual([]);
    },
    180_000,
  );

  it("the home page on a phone, with the menu open, has no violations", async () => {
    const open = async (page: import("playwright-core").Page) => {
      await page.getByRole("button", { name: "Menu openen" }).click();
      await page.getByRole("navigation", { name: "Mobiel menu" }).waitFor();
    };
    expect(await violations("/", 375, open)).toEqual([]);
  }, 180_000);

  it("the open 'Over Ons' dropdown has no violations", async () => {
    const open = async (page: import("playwright-core").Page) => {
      await page.getByRole("button", { name: "Over Ons" }).click();
    };
    expect(await violations("/", 1280, open)).toEqual([]);
  }, 180_000);

  it("the not-found page has no violations", async () => {
    expect(await violations("/bestaat-niet", 1280)).toEqual([]);
  });

  it("gives a new page's content focus after a link is followed, and marks the not-found text as English", async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await stubExternal(context, app.server.url);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    await page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Nieuws" })
      .click();
    await page.waitForURL(`${app.server.url}/nieuws`);
    await expect.poll(focusedId).toBe("inhoud");
    expect(await page.locator("main#inhoud h1").textContent()).toBeTruthy();

    await page.goto(`${app.server.url}/bestaat-niet`);
    expect(await page.locator('p[lang="en"]').textContent()).toBe("Oops! Page not found");
    await context.close();
  }, 120_000);

  it("every checkbox of a public page is a tap target of at least 44 px on a 375 px phone", async () => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 800 } });
    await stubExternal(context, app.server.url);
    const page = await context.newPage();
    const small: string[] = [];
    let checked = 0;
    for (const path of allPublicPaths) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      // What a tap toggles: the box and the label that holds it or names it.
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
          .filter((box) => box.getClientRects().length > 0)
          .map((box) => {
            const label = box.closest("label") ?? document.querySelector(`label[for="${box.id}"]`);
            const rect = (label ?? box).getBoundingClientRect();
            return { name: box.id || box.name, height: Math.max(rect.height, 0) };
          }),
      );
      checked += targets.length;
      for (const t of targets) if (t.height < 44) small.push(`${path} ${t.name}: ${t.height}px`);
    }
    expect(small).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(4); // the forms' boxes were found at all
    await context.close();
  }, 600_000);

  it("no public page scrolls sideways at 320 px (a 1280 px window zoomed to 400 %)", async () => {
    const context = await app.browser.newContext({ viewport: { width: 320, height: 800 } });
    await stubExternal(context, app.server.url);
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of allPublicPaths) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      await scrollThrough(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  }, 600_000);
});
