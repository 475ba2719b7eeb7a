import { rmSync } from "node:fs";
import type { APIRequestContext, Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrollThrough } from "./site-support";
import { launchBrowser, openPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

// The home page's campaign banner follows the database live.
let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: "1000" });
  browser = await launchBrowser();
  admin = await browser.newContext();
  // The first account becomes the admin; sign-up opens no session, so sign in too (the
  // context keeps its session cookie).
  for (const step of ["sign-up", "sign-in"]) {
    const res = await admin.request.post(`${server.url}/api/auth/${step}/email`, {
      data: { email: "beheer@stichtingqamar.nl", password: "Sterk!Wachtwoord1" },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

async function activeCampaign(request: APIRequestContext) {
  const res = await request.get(`${server.url}/api/admin/campaigns`);
  const { campaigns } = (await res.json()) as { campaigns: Record<string, unknown>[] };
  const campaign = campaigns.find((c) => c.is_active);
  if (!campaign) throw new Error("no active campaign");
  return campaign;
}

async function editCampaign(change: Record<string, unknown>) {
  const current = await activeCampaign(admin.request);
  const res = await admin.request.put(`${server.url}/api/admin/campaigns/${current.id}`, {
    data: { ...current, ...change },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe("campaign banner", () => {
  it("shows the active campaign, follows edits live, and counts a paid donation", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/`);
    const banner = page.getByTestId("campaign-banner");
    await expect.poll(() => banner.getAttribute("data-state")).toBe("loaded");
    expect(await banner.getByRole("heading").textContent()).toBe("Winterhulp Gaza 2025");
    expect(await page.getByTestId("campaign-percent").textContent()).toBe(
      "45,0% van het doel bereikt",
    );
    expect(await page.getByTestId("campaign-Donateurs").textContent()).toBe("80");
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await editCampaign({ title: "Winterhulp Gaza – laatste week", days_left: 6 });
    await expect
      .poll(() => banner.getByRole("heading").textContent())
      .toBe("Winterhulp Gaza – laatste week");
    expect(await page.getByTestId("campaign-Dagen te gaan").textContent()).toBe("6");

    // A paid demo donation to winterhulp moves the amount and the supporters.
    const started = await context.request.post(`${server.url}/api/donations`, {
      data: {
        kind: "one-off",
        email: "gever@example.nl",
        destination: "winterhulp",
        amount: "4500",
      },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { donationId } = await started.json();
    const paid = await context.request.post(`${server.url}/api/payments/demo/webhook`, {
      data: { id: donationId, status: "paid" },
    });
    expect(paid.status()).toBe(200);
    await expect
      .poll(() => page.getByTestId("campaign-percent").textContent())
      .toBe("50,0% van het doel bereikt");
    expect(await page.getByTestId("campaign-Donateurs").textContent()).toBe("81");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The polls below wait generously on a loaded machine; the test may take as long.
  it("reconnects by itself after a server restart", { timeout: 180_000 }, async () => {
    // EventSource logs its lost connection while the server is down; that is expected.
    const { page, errors, context } = await openPage(browser, {
      allow: [/EventSource|ERR_CONNECTION_REFUSED|events/],
    });
    await page.goto(`${server.url}/`);
    const banner = page.getByTestId("campaign-banner");
    await expect.poll(() => banner.getAttribute("data-state")).toBe("loaded");

    await server.stop("SIGTERM", { keepData: true });
    server = await startServer({
      RATE_LIMIT_PER_MINUTE: "1000",
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
    });
    await editCampaign({ title: "Na de herstart" });
    // Generous: on a loaded machine the restart and the stream's pauses take a while. A
    // 503 while the old server closes no longer stops the stream for good.
    await expect
      .poll(() => banner.getByRole("heading").textContent(), { timeout: 90_000 })
      .toBe("Na de herstart");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows changes again after the event stream answered 503 for a while", {
    timeout: 300_000,
  }, async () => {
    const { page, errors, context } = await openPage(browser, {
      allow: [/EventSource|503|events/],
    });
    // A deploy: the stream answers 503 (EventSource gives up on that for good) until the
    // test lets it through.
    let refused = 0;
    let failing = true;
    await page.route("**/api/campaigns/events", async (route) => {
      if (!failing) return route.continue();
      refused++;
      return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.goto(`${server.url}/`);
    const banner = page.getByTestId("campaign-banner");
    await expect.poll(() => banner.getAttribute("data-state")).toBe("loaded");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // The page keeps trying (three refusals: the banner opened new streams twice).
    await expect.poll(() => refused, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    failing = false;
    // Changed while the stream was refused: the fresh read on reopening shows it.
    await editCampaign({ title: "Na de storing" });
    await expect
      .poll(() => banner.getByRole("heading").textContent(), { timeout: 90_000 })
      .toBe("Na de storing");
    // And the reopened stream delivers the next change live.
    await editCampaign({ title: "Live na de storing" });
    await expect
      .poll(() => banner.getByRole("heading").textContent(), { timeout: 60_000 })
      .toBe("Live na de storing");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a long title and large numbers inside the card on a 375 px phone", async () => {
    // A long Dutch compound word must not widen the card past the screen: the card clips its
    // overflow, so the title, the percentage and the buttons would be cut off at the right.
    await editCampaign({
      title: "Winterhulpvoedselpakkettencampagne voor families in Gaza, Syrië en Soedan",
      target_amount: 10_000_000,
      current_amount: 9_876_543,
      supporters: 123_456,
    });
    const { page, errors, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await scrollThrough(page); // the banner's section loads when scrolled to
    const banner = page.getByTestId("campaign-banner");
    await expect.poll(() => banner.getAttribute("data-state")).toBe("loaded");
    await banner.scrollIntoViewIfNeeded();
    const card = await banner.boundingBox();
    expect(card?.x).toBeGreaterThanOrEqual(0);
    expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(375);
    const outside = await banner.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll("h2, p, dd, a")]
        .filter((e) => !e.classList.contains("sr-only") && !e.closest(".sr-only"))
        .filter((e) => e.getBoundingClientRect().right > box.right + 0.5)
        .map((e) => e.textContent);
    });
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});
