import { describe, expect, it } from "vitest";
import {
  allPublicPaths,
  isHydrated,
  otherPublicPaths,
  sitePages,
  stubExternal,
} from "./site-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();

const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("public routes in the raw HTML (what curl and crawlers see)", () => {
  it.each(sitePages)(
    "$path has its heading, title, description, canonical and Open Graph",
    async ({ path, heading }) => {
      const res = await fetch(`${app.server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      expect(decode(h1 ?? "")).toBe(heading);
      expect(html).toMatch(/<title>Stichting Qamar – [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      // Absolute, on the origin the build was made for (PUBLIC_URL, else the site file's).
      const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? "";
      expect(new URL(canonical).pathname).toBe(path);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    },
  );

  it("gives every page its own title and description", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of sitePages) {
      const html = await (await fetch(`${app.server.url}${path}`)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? path);
      descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? path);
    }
    expect(titles.size).toBe(sitePages.length);
    expect(descriptions.size).toBe(sitePages.length);
  });

  it("writes every section and the footer in place, readable without JavaScript", async () => {
    for (const { path } of sitePages) {
      const html = await (await fetch(`${app.server.url}${path}`)).text();
      // Out-of-order streaming (React's segments): hidden content a script moves into place.
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">|<!--\$\?-->/);
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
      expect(footer, path).toContain("KvK");
      expect(html.indexOf("<footer"), path).toBeGreaterThan(html.indexOf("</main>"));
    }
    const home = await (await fetch(`${app.server.url}/`)).text();
    for (const id of ["home-about", "home-projects", "home-news", "site-footer"]) {
      // React's marks around a finished Suspense boundary: <!--$--> … <!--/$-->.
      const section = new RegExp(`<div id="${id}"><!--\\$-->([\\s\\S]{200})`).exec(home);
      expect(section?.[1], id).not.toContain("min-h-96");
    }
  });

  it("describes the foundation as an NGO in JSON-LD on the home page", async () => {
    const html = await (await fetch(`${app.server.url}/`)).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("NGO");
    expect(data.name).toBe("Stichting Qamar");
    expect(data.address.addressCountry).toBe("NL");
  });

  it.each(["/bestaat-niet", "/activiteit/onbekend", "/activiteit/ramadan-2024", "/nieuws/x"])(
    "answers %s with the not-found page and status 404",
    async (path) => {
      const res = await fetch(`${app.server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Oops! Page not found");
    },
  );

  it("lists every public route that may be indexed in sitemap.xml, and keeps crawlers out of /admin and /auth", async () => {
    const sitemap = await (await fetch(`${app.server.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const noindex: string[] = [];
    for (const path of allPublicPaths) {
      const html = await (await fetch(`${app.server.url}${path}`)).text();
      const robots = html.match(/<meta name="robots" content="([^"]*)"/g) ?? [];
      expect(robots.length, path).toBeLessThanOrEqual(1); // said once
      if (robots.length === 1) noindex.push(path);
      if (robots.length === 1) expect(locs, path).not.toContain(`${app.server.url}${path}`);
      else expect(locs, path).toContain(`${app.server.url}${path}`);
    }
    expect(noindex).toEqual(["/donation-success", "/donation-cancelled"]);
    for (const path of ["/mijn-giften", "/maandelijkse-gift", "/demo-betaling"]) {
      expect(locs).not.toContain(`${app.server.url}${path}`);
    }
    expect(locs.some((l) => /\/(admin|auth)\b/.test(l ?? ""))).toBe(false);
    const robots = await (await fetch(`${app.server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/auth$/m);
    expect(robots).toContain(`Sitemap: ${app.server.url}/sitemap.xml`);
  });
});

describe("public routes in the browser", () => {
  it("shows every route's heading after hydration, without console errors", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    for (const { path, heading } of sitePages) {
      const res = await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      expect(res?.status(), path).toBe(200);
      await expect.poll(() => isHydrated(page, "h1"), { timeout: 10_000 }).toBe(true);
      expect(await page.locator("h1").innerText(), path).toBe(heading);
      expect(await page.locator("h1").count(), `${path}: one h1`).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("never scrolls sideways on a 375 px wide phone", async () => {
    const { page, context } = await openPage(app.browser, { width: 375, height: 800 });
    await stubExternal(context, app.server.url);
    const wide: string[] = [];
    for (const { path } of sitePages) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) wide.push(`${path}: ${width}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  }, 300_000);

  it.each(otherPublicPaths)("%s (built in another issue) answers 200 with an h1", async (path) => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    const res = await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    expect((await page.locator("h1").first().innerText()).trim()).not.toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the not-found view for an unknown activity, status 404, link home", async () => {
    const { page, errors, context } = await openPage(app.browser, { allow: [/status of 404/] });
    const res = await page.goto(`${app.server.url}/activiteit/onbekend`, {
      waitUntil: "networkidle",
    });
    expect(res?.status()).toBe(404);
    await expect.poll(() => isHydrated(page, "h1")).toBe(true);
    expect(await page.locator("h1").innerText()).toBe("404");
    await page.getByRole("link", { name: "Terug naar home" }).click();
    await page.waitForURL(`${app.server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
