import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./seo";
import { readSiteBuild } from "./static-site";

const dir = mkdtempSync(path.join(os.tmpdir(), "qamar-seo-"));
for (const page of ["", "bestuur", "activiteit/winterhulp-gaza-2025", "404"]) {
  mkdirSync(path.join(dir, page), { recursive: true });
  writeFileSync(path.join(dir, page, "index.html"), "<html></html>");
}
writeFileSync(path.join(dir, "__spa-fallback.html"), "<html></html>");
mkdirSync(path.join(dir, "donation-success"));
writeFileSync(
  path.join(dir, "donation-success", "index.html"),
  '<html><head><meta name="robots" content="noindex"/></head></html>',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("sitemap and robots", () => {
  const build = readSiteBuild(dir);
  if (!build) throw new Error("no build");

  it("lists every prerendered page, home first, not the 404 page, the SPA fallback or a noindex page", () => {
    expect(sitemapPaths(build)).toEqual(["/", "/activiteit/winterhulp-gaza-2025", "/bestuur"]);
    const xml = sitemapXml(build, "https://www.example.nl");
    expect(xml).toContain("<loc>https://www.example.nl/</loc>");
    expect(xml).toContain("<loc>https://www.example.nl/bestuur</loc>");
    expect(xml).not.toContain("404");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("keeps crawlers out of /admin and /auth and points to the sitemap", () => {
    const robots = robotsTxt("https://www.example.nl");
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/auth$/m);
    expect(robots).toContain("Sitemap: https://www.example.nl/sitemap.xml");
  });
});
