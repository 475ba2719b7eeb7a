import { paths } from "@shared/paths";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isHydrated } from "./site-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();
const shots = "/tmp/i14b-shots";

/** Where the section is: its top edge in the viewport, and whether it holds focus. */
function sectionState(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId);
    return {
      focused: document.activeElement === el,
      top: el ? Math.round(el.getBoundingClientRect().top) : null,
    };
  }, id);
}

/**
 * Clicks where the element is on screen, as a person does. Playwright's own click first
 * scrolls the element "into view", which for a control in the sticky header moves the
 * page under it, and the back button would then return to that moved position.
 */
async function clickInPlace(page: Page, locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe("header links to the home page's sections", () => {
  for (const [device, width, height] of [
    ["desktop", 1280, 900],
    ["mobile", 375, 740],
  ] as const) {
    it(`scroll to #projects and #contact from /doneren with focus there, and back (${device})`, async () => {
      const { page, errors, context } = await openPage(app.browser, { width, height });
      for (const [label, id] of [
        ["Projecten", "projects"],
        ["Contact", "contact"],
      ] as const) {
        await page.goto(`${app.server.url}${paths.donate}`);
        await expect.poll(() => isHydrated(page, "header a")).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 640));
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(640);

        if (device === "desktop") {
          await clickInPlace(
            page,
            page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: label }),
          );
        } else {
          await clickInPlace(page, page.getByRole("button", { name: "Menu openen" }));
          await clickInPlace(
            page,
            page
              .getByRole("navigation", { name: "Mobiel menu" })
              .getByRole("link", { name: label, exact: true }),
          );
        }
        await page.waitForURL(`${app.server.url}/#${id}`);
        // Below the sticky header (scroll-padding 5rem), in view, and focused.
        await expect
          .poll(async () => {
            const { focused, top } = await sectionState(page, id);
            return { focused, inPlace: top !== null && top >= 0 && top <= 90, top };
          })
          .toMatchObject({ focused: true, inPlace: true });
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
        await page.screenshot({ path: `${shots}/home-${id}-from-doneren-${width}.png` });
        // The next Tab continues inside the section.
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(
            (sectionId) => document.getElementById(sectionId)?.contains(document.activeElement),
            id,
          ),
        ).toBe(true);

        await page.goBack();
        await page.waitForURL(`${app.server.url}${paths.donate}`);
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(640);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
