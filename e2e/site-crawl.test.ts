import { describe, expect, it } from "vitest";
import { allPublicPaths, reportCspViolations, scrollThrough, stubExternal } from "./site-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile();

describe("crawler", () => {
  it("follows every internal link from / and finds no 404 and no console error", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await stubExternal(context, app.server.url);
    await reportCspViolations(context);
    const queue = ["/"];
    const seen = new Set(queue);
    const broken: string[] = [];
    const files: string[] = [];
    const pageErrors: Record<string, string[]> = {};
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (/\.[a-z0-9]+$/i.test(path)) {
        files.push(path); // a download (PDF, vCard): fetched, not rendered
        const res = await fetch(`${app.server.url}${path}`);
        if (res.status !== 200) broken.push(`${path} -> ${res.status}`);
        continue;
      }
      const before = errors.length;
      const res = await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      if (res?.status() !== 200) broken.push(`${path} -> ${res?.status()}`);
      await scrollThrough(page);
      if (errors.length > before) pageErrors[path] = errors.slice(before);
      const hrefs = await page.$$eval("a[href]", (as) =>
        as.map((a) => (a as HTMLAnchorElement).href),
      );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== app.server.url) continue;
        const next = url.pathname.replace(/\/$/, "") || "/";
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(pageErrors).toEqual({});
    // The crawl reached every public route (docs/product/routes.md) through links alone (the payment
    // result pages are reached from the payment provider, not from links).
    const linked = allPublicPaths.filter((p) => !p.startsWith("/donation-"));
    expect(linked.filter((path) => !seen.has(path))).toEqual([]);
    // The annual report that ships with the repository is marked a stand-in in the facts
    // (content/foundation-details.ts), so no page offers it; a foundation's own report would be
    // fetched above like any other download.
    expect(files).not.toContain("/documenten/jaarverslag-2024-samenvatting.pdf");
    await context.close();
  }, 600_000);
});
