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

describe("impact videos carousel", () => {
  it("advances every 8000 ms, pauses while hovered, resumes after a manual pick, wraps", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    // A fake clock (Playwright's actionability checks wait for animation frames, so the
    // clicks and hovers below are raw). It runs normally until the section is mounted,
    // then stands still and moves only when the test says so.
    await page.clock.install({ time: new Date("2025-09-17T10:00:00Z") });
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    const player = page.getByTestId("video-player");
    await player.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect.poll(() => player.locator("iframe").count(), { timeout: 10_000 }).toBe(1);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(now + 1_000));
    const index = () => player.getAttribute("data-index");
    const click = (name: RegExp) =>
      page.getByRole("button", { name }).evaluate((el: HTMLElement) => el.click());
    // Pointer enter/leave render through React's scheduler (real time, not the fake
    // clock): wait until the player shows the new state, then give the effect that
    // (re)starts the timer a real moment. The player's box is read at each move: sections
    // above it may still be hydrating and move it.
    const running = () => player.getAttribute("data-running");
    const hoverPlayer = async () => {
      const box = await player.boundingBox();
      if (!box) throw new Error("player not on screen");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(running).toBe("false");
      await page.waitForTimeout(100);
    };
    const leavePlayer = async () => {
      // The top left corner of the viewport: the sticky header, never the player.
      await page.mouse.move(2, 2);
      await expect.poll(running).toBe("true");
      await page.waitForTimeout(100);
    };
    await leavePlayer();

    await click(/^Video 1:/); // a dot: selects item 0 and restarts the wait now
    expect(await index()).toBe("0");
    await page.clock.runFor(7_900);
    expect(await index()).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(index).toBe("1"); // advanced after 8000 ms

    await hoverPlayer();
    await page.clock.runFor(20_000);
    expect(await index()).toBe("1"); // paused while the pointer is over the player
    await leavePlayer();
    await page.clock.runFor(8_100);
    await expect.poll(index).toBe("2");
    expect(await page.locator("#videos h3").first().innerText()).toBe("Brood voor Gaza");

    await page.clock.runFor(8_000);
    await expect.poll(index).toBe("0"); // wraps 2 -> 0

    await page.clock.runFor(5_000);
    await click(/^Video 3:/);
    expect(await index()).toBe("2");
    await page.clock.runFor(7_000); // the pick restarted the wait: 5 s + 7 s > 8 s, still 2
    expect(await index()).toBe("2");
    await page.clock.runFor(1_100);
    await expect.poll(index).toBe("0"); // and the cycle resumes

    // an item of the side list 'Andere Projecten'
    await page
      .locator("#videos li button", { hasText: "Water voor Gaza" })
      .evaluate((el: HTMLElement) => el.click());
    expect(await index()).toBe("1");
    await page.clock.runFor(8_100);
    await expect.poll(index).toBe("2");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("plays YouTube embedded (autoplay, muted, loop) and mp4 files in a video element", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    const player = page.getByTestId("video-player");
    await player.scrollIntoViewIfNeeded();
    await expect.poll(() => player.locator("iframe").count(), { timeout: 10_000 }).toBe(1);
    const src = new URL((await player.locator("iframe").getAttribute("src")) ?? "");
    expect(src.hostname).toBe("www.youtube-nocookie.com");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("mute")).toBe("1");
    expect(src.searchParams.get("loop")).toBe("1");

    // With another item selected, the side list shows the thumbnail derived from the id.
    await page.getByRole("button", { name: /^Video 2:/ }).click();
    const thumbs = await page
      .locator("#videos li img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(thumbs[0]).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/);
    expect(thumbs[1]).toBe("/illustrations/video-placeholder.svg"); // no thumbnail, no id

    await page.getByRole("button", { name: /^Video 3:/ }).click();
    const video = player.locator("video");
    expect(await video.count()).toBe(1);
    expect(await player.locator("iframe").count()).toBe(0); // only the selected item's player
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
      true,
      true,
      true,
    ]);
    expect(await video.textContent()).toContain("Je browser ondersteunt geen video.");
    expect(await video.getAttribute("poster")).toBe("/illustrations/video-placeholder.svg");
    const donate = page.getByRole("link", { name: /Help Ons Deze Projecten Realiseren/ });
    expect(await donate.getAttribute("target")).toBe("_blank");
    expect(await donate.getAttribute("rel")).toBe("noopener noreferrer");
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
      ids.filter((id) => ["home", "about", "projects", "videos", "news", "contact"].includes(id)),
    ).toEqual(["home", "about", "projects", "videos", "news", "contact"]);
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

  it("offers the annual report 2024 as a real PDF with its size", async () => {
    const { page, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}${paths.reports}`);
    const link = page.getByRole("link", { name: /Jaarverslag 2024 downloaden/ });
    expect(await link.innerText()).toMatch(/PDF, \d+,\d kB/);
    const res = await fetch(`${app.server.url}${await link.getAttribute("href")}`);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBe(site.documents.annualReport2024.sizeBytes);
    await context.close();
  });
});
