import { activitiesPage } from "@content/info/activiteiten";
import { privacyPage } from "@content/info/avg";
import { policyPlanPage } from "@content/info/beleidsplan";
import { boardPage } from "@content/info/bestuur";
import { donationPolicyPage } from "@content/info/donatiebeleid";
import { codeOfConductPage } from "@content/info/gedragscode";
import { complaintsPage } from "@content/info/klachten-integriteit";
import { developmentProcessPage } from "@content/info/ontwikkelingsproces";
import { foundingPage } from "@content/info/oprichting";
import { reportsPage } from "@content/info/rapporten";
import { statutesPage } from "@content/info/statuten";
import { visionMissionPage } from "@content/info/visie-en-missie";
import { homeHero } from "@content/home";
import { newsCards } from "@content/news/cards";
import { newsPage } from "@content/news/page";
import { partnershipPage } from "@content/partnership";
import { projectPages } from "@content/projects";
import { sponsorPage } from "@content/sponsor";
import { contactPage } from "@content/contact";
import { activityPath, paths } from "@shared/paths";
import type { BrowserContext, Page } from "playwright-core";
import { isPageHydrated } from "./support/browser";

/** Public routes with the h1 each must show. */
export const sitePages: { path: string; heading: string }[] = [
  { path: paths.home, heading: homeHero.headline },
  ...[
    foundingPage,
    visionMissionPage,
    policyPlanPage,
    donationPolicyPage,
    activitiesPage,
    privacyPage,
    boardPage,
    reportsPage,
    complaintsPage,
    developmentProcessPage,
    statutesPage,
    codeOfConductPage,
  ].map((p) => ({ path: p.path, heading: p.heading })),
  ...projectPages.map((p) => ({ path: p.path, heading: p.heading })),
  { path: paths.news, heading: newsPage.heading },
  ...newsCards.map((c) => ({ path: activityPath(c.slug), heading: c.title })),
  { path: paths.partnership, heading: partnershipPage.heading },
  { path: paths.becomeSponsor, heading: sponsorPage.heading },
  { path: paths.contact, heading: contactPage.heading },
];

/** Public routes built by the other issues: they must exist and show an h1. */
export const otherPublicPaths = [
  paths.donate,
  paths.emergencyAid,
  paths.zakat,
  paths.fridayCharity,
  paths.sadaqah1,
  paths.donationSuccess,
  paths.donationCancelled,
];

/** Every public route (docs/product/routes.md). */
export const allPublicPaths = [...sitePages.map((p) => p.path), ...otherPublicPaths];

const placeholderSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#17603a"/></svg>';

/**
 * The machine running the tests is offline: answer requests to other sites (YouTube
 * thumbnails and embeds, the foundation's video files) with stand-ins, so a page's own
 * errors are what the console shows.
 */
export async function stubExternal(context: BrowserContext, origin: string): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const request = route.request();
      seen.push(request.url());
      const type = request.resourceType();
      if (type === "image") {
        return route.fulfill({ contentType: "image/svg+xml", body: placeholderSvg });
      }
      if (type === "document") {
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" });
      }
      return route.fulfill({ status: 204, body: "" });
    },
  );
  return seen;
}

/** Reports Content-Security-Policy violations as console errors (so tests see them). */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
}

/** The element is on the page and the page is hydrated (its controls work). */
export async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return (await page.locator(selector).count()) > 0 && (await isPageHydrated(page));
}

/** Scrolls through the page so every lazily hydrated section loads. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
}
