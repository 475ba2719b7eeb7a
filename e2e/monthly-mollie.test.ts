import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type MollieFake, startMollieFake } from "../src/server/features/donations/mollie-fake";
import { adminPerFile, expectNoAxeViolations } from "./admin-support";
import { appPerFile } from "./support/app";
import { mailedGiftLink, signUpMonthly } from "./monthly-support";
import { openPage } from "./support/browser";

// Monthly gifts collected by Mollie, against a local fake of Mollie's API. The fake serves
// a self-signed certificate, which only this file's app server is told to trust.
let fake: MollieFake | undefined;
const app = appPerFile(async () => {
  fake = await startMollieFake();
  return {
    PAYMENT_PROVIDER: "mollie",
    MOLLIE_API_KEY: "test_fakefakefakefakefakefakefakefake",
    MOLLIE_API_URL: fake.url,
    NODE_TLS_REJECT_UNAUTHORIZED: "0",
    RATE_LIMIT_PER_MINUTE: "1000",
  };
});
const admin = adminPerFile(app);
afterAll(async () => {
  await fake?.close();
});
const mollie = () => fake!;

/** A monthly sign-up through the API: its first payment at the fake. */
async function signUp(firstName: string) {
  const { redirectUrl } = await signUpMonthly(app.server.url, firstName);
  const first = [...mollie().payments.values()].find((p) => redirectUrl!.endsWith(`/${p.id}`))!;
  return { first, customerId: first.customerId };
}

/** Mollie's checkout pages are not reachable here: the browser gets a stand-in. */
async function standInCheckout(page: Page) {
  await page.route("https://www.mollie.com/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Mollie</title><h1>Betalen bij Mollie</h1>",
    }),
  );
}

/** Mollie's webhook call for one of its payments. */
async function webhook(paymentId: string) {
  const res = await fetch(`${app.server.url}/api/payments/mollie/monthly-webhook`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `id=${paymentId}`,
  });
  expect(res.status).toBe(200);
}

/** The payments made for one Mollie customer, oldest first. */
const paymentsOf = (customerId: string | undefined) =>
  [...mollie().payments.values()].filter((p) => p.customerId === customerId);

describe("a Mollie monthly gift whose first payment did not go through", () => {
  it("the return page offers 'Opnieuw betalen', which opens a new first payment for the same gift", async () => {
    const { first, customerId } = await signUp("Amina");
    mollie().setStatus(first.id, "canceled");
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await standInCheckout(page);
    await page.goto(first.redirectUrl!);
    await page.getByRole("heading", { name: "De betaling is niet gelukt" }).waitFor();
    await page
      .getByText(
        "Er is niets afgeschreven. Uw aanmelding als maandelijkse donateur is bewaard: betaal de eerste maand opnieuw om uw gift te starten.",
      )
      .waitFor();
    // The one-off page's 'Nog een donatie doen' would make a second sign-up: not offered.
    expect(await page.getByRole("link", { name: "Nog een donatie doen" }).count()).toBe(0);
    await expectNoAxeViolations(page, "/donation-success (eerste maand niet betaald)");

    await page.getByRole("button", { name: "Opnieuw betalen" }).click();
    await page.getByRole("heading", { name: "Betalen bij Mollie" }).waitFor();
    const payments = paymentsOf(customerId);
    expect(payments).toHaveLength(2);
    expect(page.url()).toBe(`https://www.mollie.com/checkout/fake/${payments[1]!.id}`);
    expect(payments[1]).toMatchObject({ sequenceType: "first", amount: { value: "15.00" } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin sees it, and the donor pays the first month from the gift's link", async () => {
    const { first, customerId } = await signUp("Bilal");
    mollie().setStatus(first.id, "expired");
    await webhook(first.id);

    const watched = await admin.page(1280);
    await watched.page.goto(`${app.server.url}/admin/monthly-donors`);
    const row = watched.page.getByRole("row").filter({ hasText: "Bilal Jansen" });
    await row.getByText("Eerste betaling niet gelukt").waitFor();
    await expectNoAxeViolations(watched.page, "/admin/monthly-donors (eerste betaling mislukt)");
    const cookies = await watched.context.cookies();
    const { link } = await mailedGiftLink(
      app.server.url,
      cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      "bilal@example.nl",
    );
    expect(watched.errors).toEqual([]);
    await watched.context.close();

    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await standInCheckout(page);
    await page.goto(link);
    await page.getByRole("heading", { name: "Uw maandelijkse gift" }).waitFor();
    await page.getByText("Uw eerste maand is nog niet betaald.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "/maandelijkse-gift (eerste maand niet betaald)");
    await page.getByRole("button", { name: "Eerste maand betalen" }).click();
    await page.getByRole("heading", { name: "Betalen bij Mollie" }).waitFor();
    const second = paymentsOf(customerId)[1]!;
    expect(page.url()).toBe(`https://www.mollie.com/checkout/fake/${second.id}`);

    // Paid: the gift's page no longer asks for it.
    mollie().setStatus(second.id, "paid");
    await webhook(second.id);
    await page.goto(link);
    await page.getByText("Actief", { exact: true }).waitFor();
    expect(await page.getByText("Uw eerste maand is nog niet betaald.").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Eerste maand betalen" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first month given back before Mollie said it was paid: the admin's row says so, and a resume starts the gift", async () => {
    const { first } = await signUp("Chadia");
    expect(first.customerId).toBeTruthy();
    mollie().setStatus(first.id, "paid");
    mollie().refund(first.id, 1500);
    await webhook(first.id);

    const watched = await admin.page(1280);
    await watched.page.goto(`${app.server.url}/admin/monthly-donors`);
    const row = watched.page.getByRole("row").filter({ hasText: "Chadia Jansen" });
    await row
      .getByText("Eerste maand terugbetaald: geen incasso tot je pauzeert en hervat")
      .waitFor();
    await expectNoAxeViolations(watched.page, "/admin/monthly-donors (eerste maand terugbetaald)");

    // The donor's link says nothing is collected, and asks for no payment.
    const cookies = await watched.context.cookies();
    const { link } = await mailedGiftLink(
      app.server.url,
      cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      "chadia@example.nl",
    );
    const donor = await openPage(app.browser, { width: 375 });
    await donor.page.goto(link);
    await donor.page
      .getByText("Uw eerste maand is aan u terugbetaald. Daarom schrijven wij niets af.", {
        exact: false,
      })
      .waitFor();
    expect(await donor.page.getByRole("button", { name: "Eerste maand betalen" }).count()).toBe(0);
    await expectNoAxeViolations(donor.page, "/maandelijkse-gift (eerste maand terugbetaald)");
    expect(donor.errors).toEqual([]);
    await donor.context.close();

    await row.getByRole("button", { name: "Pauzeren" }).click();
    await row.getByRole("button", { name: "Hervatten" }).click();
    await row.getByRole("button", { name: "Pauzeren" }).waitFor();
    expect(await row.getByText("Eerste maand terugbetaald", { exact: false }).count()).toBe(0);
    const subscribed = [...mollie().subscriptions.values()];
    expect(subscribed.map((s) => s.customerId)).toContain(first.customerId);
    expect(watched.errors).toEqual([]);
    await watched.context.close();
  });
});
