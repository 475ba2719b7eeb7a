import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appPerFile } from "./support/app";
import { isPageHydrated, openPage } from "./support/browser";

const app = appPerFile();

describe("foundation", () => {
  it("serves the home page as prerendered HTML with title and navigation", async () => {
    const res = await fetch(`${app.server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toMatch(/<title>[^<]*Stichting Qamar[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('href="/doneren"');
    expect(html).toContain("Over Ons");
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const res = await fetch(`${app.server.url}/bestaat-niet`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });

  it("hydrates the home page without console errors or hydration warnings", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    // Without the client bundle the mark never appears.
    await expect.poll(() => isPageHydrated(page)).toBe(true);
    expect(await page.locator("h1").first().textContent()).toBeTruthy();
    await expect
      .poll(() => page.getByRole("link", { name: "Doneren" }).first().isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates with React DOM itself: React's root on the document, no Preact in the client", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/`, { waitUntil: "networkidle" });
    await expect.poll(() => isPageHydrated(page)).toBe(true);
    // hydrateRoot(document) marks its container with a `__reactContainer$…` key.
    const reactRoot = await page.evaluate(() =>
      Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
    );
    expect(reactRoot).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build/client");
    const scripts = readdirSync(path.join(clientDir, "assets")).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const withPreact = scripts.filter((f) =>
      /preact/i.test(readFileSync(path.join(clientDir, "assets", f), "utf8")),
    );
    expect(withPreact).toEqual([]);
  });

  it("renders the not-found page in the browser with a link home", async () => {
    // The document's own 404 status is logged by Chromium; that one is intended.
    const { page, errors, context } = await openPage(app.browser, { allow: [/status of 404/] });
    const response = await page.goto(`${app.server.url}/bestaat-niet`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await page
      .getByRole("link", { name: /terug naar home|home/i })
      .first()
      .click();
    await page.waitForURL(`${app.server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts form pages without zod; a form's rules load when the visitor first uses it", async () => {
    // zod's core names its base class `$ZodType`; react-hook-form's resolver does not.
    const hasZod = (code: string) => code.includes("$ZodType");
    const { page, context } = await openPage(app.browser, { allow: [/.*/] });
    // Each script the page fetched, read whole: its URL, and whether it is zod.
    let scripts: Promise<{ url: string; zod: boolean }>[] = [];
    page.on("response", (response) => {
      if (!response.url().endsWith(".js")) return;
      scripts.push(
        response
          .text()
          .catch(() => "")
          .then((body) => ({ url: response.url(), zod: hasZod(body) })),
      );
    });
    const withZod = async () => (await Promise.all(scripts)).filter((s) => s.zod).map((s) => s.url);
    for (const route of [
      "/doneren",
      "/contact",
      "/nieuwsbrief/bevestigen",
      "/maandelijkse-gift",
      "/mijn-giften",
      "/auth",
    ]) {
      scripts = [];
      await page.goto(`${app.server.url}${route}`, { waitUntil: "networkidle" });
      await expect.poll(() => isPageHydrated(page)).toBe(true);
      expect(scripts.length, route).toBeGreaterThan(0);
      expect(await withZod(), route).toEqual([]);
    }
    // The sign-in form's rules arrive once it is used, and they are zod.
    await page.getByLabel("E-mailadres").first().focus();
    await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
    await context.close();
  });

  it("serves the client-rendered admin shell through the SPA fallback", async () => {
    const res = await fetch(`${app.server.url}/admin/newsletter`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});
