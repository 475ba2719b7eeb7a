import { activityPath, paths } from "@shared/paths";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectToast } from "./admin-support";
import { allPublicPaths, isHydrated, stubExternal } from "./site-support";
import { appPerFile } from "./support/app";
import { startWizard } from "./zakat-support";
import { openPage } from "./support/browser";

const app = appPerFile();

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

/** Every public page with a form in its prerendered HTML. */
const formPages = [
  paths.home,
  paths.contact,
  paths.donate,
  paths.emergencyAid,
  paths.fridayCharity,
  paths.sadaqah1,
  paths.becomeSponsor,
  paths.partnership,
];

/**
 * Puts the field at the bottom of the screen (where the floating buttons sit), focuses
 * it, and names what the floating buttons cover: the focused field (its tile, for a
 * radio button) or an on-screen submit button of its form.
 */
const formFields =
  "main form input:not([type=hidden]):not([tabindex='-1']), main form textarea, main form select, main form button[type=submit]";

function coveredWhenFocusedAtBottom(page: Page, index: number, selector = formFields) {
  return page.evaluate(
    async ([i, selector]) => {
      const field = document.querySelectorAll<HTMLElement>(selector)[i];
      if (!field || field.closest("[aria-hidden=true]")) return null;
      const shown = (el: Element) => el.closest("label") ?? el;
      const box = shown(field).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      window.scrollBy({ top: box.bottom - (window.innerHeight - 8), behavior: "instant" });
      field.focus({ preventScroll: true });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      // A button that stepped aside is hidden (visibility), though it keeps its box.
      const floating = [
        ...document.querySelectorAll('aside[aria-label="Snelle acties"] :is(a, button)'),
      ]
        .filter((el) => getComputedStyle(el).visibility !== "hidden")
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.width > 0 && b.height > 0);
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const form = field.closest("form");
      const targets = [shown(field), ...(form?.querySelectorAll("button[type=submit]") ?? [])];
      for (const target of targets) {
        const rect = target.getBoundingClientRect();
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        if (floating.some((b) => overlaps(b, rect))) {
          return `${field.id || field.getAttribute("name") || field.textContent} covers ${target.id || target.textContent}`;
        }
      }
      return null;
    },
    [index, selector] as const,
  );
}

describe("floating buttons on a phone", () => {
  it("never cover a focused field or a form's submit button at 375 px", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 740 });
    const floating = page.getByRole("complementary", { name: "Snelle acties" });
    const covered: string[] = [];
    for (const path of formPages) {
      await page.goto(`${app.server.url}${path}`);
      await expect.poll(() => isHydrated(page, "main form")).toBe(true);
      const count = await page.locator(formFields).count();
      expect(count, path).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const hit = await coveredWhenFocusedAtBottom(page, i);
        if (hit) covered.push(`${path}: ${hit}`);
      }
    }
    // The zakat wizard's fields are not in a form element; its choice cards are no fields
    // at all, and a tap on one must not land on 'Drager worden'.
    await page.goto(`${app.server.url}${paths.zakat}`);
    await startWizard(page);
    await expect
      .poll(() => floating.getByRole("link", { name: "Drager worden" }).isVisible())
      .toBe(false);
    const wizardFields = "main :is(input:not([type=hidden]), select, textarea)";
    const inWizard = await page.locator(wizardFields).count();
    expect(inWizard).toBeGreaterThan(0);
    for (let i = 0; i < inWizard; i++) {
      const hit = await coveredWhenFocusedAtBottom(page, i, wizardFields);
      if (hit) covered.push(`${paths.zakat}: ${hit}`);
    }
    // The footer's newsletter sign-up, on every page.
    await page.goto(`${app.server.url}${paths.news}`);
    await expect.poll(() => isHydrated(page, "footer form")).toBe(true);
    const footerFields = "footer form input:not([type=hidden]), footer form button[type=submit]";
    const inFooter = await page.locator(footerFields).count();
    expect(inFooter).toBeGreaterThan(0);
    for (let i = 0; i < inFooter; i++) {
      const hit = await coveredWhenFocusedAtBottom(page, i, footerFields);
      if (hit) covered.push(`footer: ${hit}`);
    }
    expect(covered).toEqual([]);

    // Away from forms they are there: the top of the home page, a news page.
    for (const path of [paths.home, paths.news]) {
      await page.goto(`${app.server.url}${path}`);
      await expect.poll(() => isHydrated(page, "header a")).toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect
        .poll(() => floating.getByRole("link", { name: "Drager worden" }).isVisible())
        .toBe(true);
      expect(
        await floating.getByRole("button", { name: "Contactgegevens opslaan" }).isVisible(),
      ).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never lie over a form or a button at any scroll position, on a phone and a desktop", async () => {
    for (const [width, height] of [
      [375, 740],
      [1280, 800],
    ] as const) {
      const { page, errors, context } = await openPage(app.browser, { width, height });
      const over: string[] = [];
      let shown = 0;
      for (const path of [paths.home, paths.donate, paths.becomeSponsor, paths.contact]) {
        await page.goto(`${app.server.url}${path}`);
        await expect.poll(() => isHydrated(page, "main")).toBe(true);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < pageHeight; y += 150) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          // The bar is checked once a frame: wait two.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          const hit = await page.evaluate(() => {
            const bar = document.querySelector('aside[aria-label="Snelle acties"]');
            if (!bar || getComputedStyle(bar).visibility === "hidden") return null;
            const buttons = [...bar.querySelectorAll("a, button")].map((b) =>
              b.getBoundingClientRect(),
            );
            const overlaps = (a: DOMRect, b: DOMRect) =>
              a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const under = [
              ...document.querySelectorAll(":is(main, footer) :is(form, button, .btn)"),
            ].find((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && buttons.some((b) => overlaps(b, box));
            });
            return under ? (under.textContent ?? "").trim().slice(0, 40) || under.tagName : "";
          });
          if (hit === null) continue;
          shown++;
          if (hit) over.push(`${width} ${path} at ${y}: ${hit}`);
        }
      }
      expect(over).toEqual([]);
      // They step aside only where needed: on most scroll positions they are there.
      expect(shown).toBeGreaterThan(20);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("leave 'Drager worden' out on its own page and keep the contact button", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 1280, height: 800 });
    const floating = page.getByRole("complementary", { name: "Snelle acties" });
    await page.goto(`${app.server.url}${paths.becomeSponsor}`);
    await expect.poll(() => isHydrated(page, "main")).toBe(true);
    await expect
      .poll(() => floating.getByRole("button", { name: "Contactgegevens opslaan" }).isVisible())
      .toBe(true);
    expect(await floating.getByRole("link", { name: "Drager worden" }).count()).toBe(0);
    await page.goto(`${app.server.url}${paths.news}`);
    await expect
      .poll(() => floating.getByRole("link", { name: "Drager worden" }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an article's tables on a phone", () => {
  it("keep every column in view at 375 px: figures on one line, words on at most two", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 800 });
    await page.goto(`${app.server.url}${activityPath("winterhulp-gaza-2025")}`);
    const status = page
      .getByRole("table", { name: /^Betalingstransparantie/ })
      .getByRole("cell", { name: "Nog niet betaald" })
      .first();
    await status.waitFor();
    // The lines a cell's text takes on screen: the distinct tops of its line boxes.
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll("main table :is(td, th)")].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return { text: cell.textContent ?? "", lines: tops.size };
      }),
    );
    expect(lines.filter((c) => c.text.startsWith("€") && c.lines > 1)).toEqual([]);
    expect(lines.filter((c) => c.lines > 2)).toEqual([]);
    expect(lines.find((c) => c.text === "Nog niet betaald")?.lines).toBe(2);
    // Nothing hides to the right: no table scrolls sideways, nor does the page.
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll("main table")]
          .map((t) => t.parentElement as HTMLElement)
          .filter((wrapper) => wrapper.scrollWidth > wrapper.clientWidth).length,
    );
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const script = /\/assets\/.*\.js(\?.*)?$/;

/** Scripts wait until `release` is called: the page stays as prerendered until then. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(script, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

async function fillContactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contactformulier" });
  await form.getByLabel("Naam").fill("Sara Bakker");
  await form.getByLabel("E-mailadres").fill("sara@example.nl");
  await form.getByLabel("Telefoonnummer (optioneel)").fill("06 12345678");
  await form.getByLabel("Bericht").fill("Ik wil graag meer weten over de waterputten.");
  return form;
}

describe("no personal data in the address bar", () => {
  it("prerenders every public form with method post", async () => {
    let forms = 0;
    for (const path of allPublicPaths) {
      const html = await (await fetch(`${app.server.url}${path}`)).text();
      for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
        forms++;
        expect(tag, path).toMatch(/\smethod="post"/i);
      }
    }
    expect(forms).toBeGreaterThanOrEqual(8);
  });

  it("holds a contact form submitted while the scripts are blocked; the address stays clean", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 740 });
    await page.route(script, (route) => route.abort());
    await page.goto(`${app.server.url}/`, { waitUntil: "domcontentloaded" });
    const form = await fillContactForm(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await form.getByRole("button", { name: "Verstuur bericht" }).click();
    await page.locator("form[aria-busy=true]").waitFor();
    expect(page.url()).toBe(`${app.server.url}/`);
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
    expect(await form.getByLabel("Naam").inputValue()).toBe("Sara Bakker");
    // Only the blocked scripts show up as errors.
    expect(errors.filter((e) => !/ERR_FAILED|Failed to (load|fetch)|net::/i.test(e))).toEqual([]);
    await context.close();
  });

  it("sends a contact form submitted before the page was ready once it is, with what was typed", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 740 });
    await stubExternal(context, app.server.url);
    const release = await holdScripts(page);
    await page.goto(`${app.server.url}/`, { waitUntil: "commit" });
    const form = await fillContactForm(page);
    await form.getByRole("button", { name: "Verstuur bericht" }).click();
    await page.locator("form[aria-busy=true]").waitFor();
    expect(page.url()).toBe(`${app.server.url}/`);
    release();
    await expectToast(page, "Bericht verzonden!");
    expect(page.url()).toBe(`${app.server.url}/`);
    // Sent with what was typed, then cleared like any sent message.
    await expect.poll(() => form.getByLabel("Naam").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a donation started before the page was ready with the chosen amount tile", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 1280, height: 900 });
    const release = await holdScripts(page);
    await page.goto(`${app.server.url}${paths.emergencyAid}`, { waitUntil: "commit" });
    const form = page.locator("main form").first();
    await form.getByText("€ 75", { exact: true }).click();
    await form.getByLabel("Voornaam").fill("Yusuf");
    await form.getByLabel("Achternaam").fill("Bakker");
    await form.getByLabel("E-mailadres").fill("yusuf@example.nl");
    await form.getByRole("button", { name: /Doneer/ }).click();
    await page.locator("form[aria-busy=true]").waitFor();
    expect(page.url()).toBe(`${app.server.url}${paths.emergencyAid}`);
    release();
    await page.waitForURL(/\/demo-betaling\?donation=/);
    await page.getByText("€ 75,00").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
