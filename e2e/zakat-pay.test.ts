import { formatEuro } from "@shared/money";
import { describe, expect, it } from "vitest";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";
import { fill, fillDonor, next, openWizard, resultForCash, textbox } from "./zakat-support";

const app = appPerFile({ PAYMENT_PROVIDER: "demo" });

const toast = (page: import("playwright-core").Page, title: string) =>
  page.getByRole("region", { name: /Meldingen/ }).getByText(title, { exact: true });

describe("paying the zakat result", () => {
  it("moves focus into the donor form, and back to its button with 'Terug'", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 800 });
    await openWizard(page, app.server.url);
    await resultForCash(page, "26000");
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const inCard = Boolean(active?.closest('[aria-labelledby="zakat-pay-title"]'));
        return `${active?.tagName} ${inCard} ${active?.textContent?.trim() ?? ""}`;
      });
    await page.getByRole("button", { name: "Gegevens invullen" }).click();
    await expect.poll(focused).toMatch(/^INPUT true/);
    const card = page.locator('[aria-labelledby="zakat-pay-title"]');
    await card.getByRole("button", { name: "Terug" }).click();
    await expect.poll(focused).toBe("BUTTON true Gegevens invullen");
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("checks the donor form, then goes through the demo checkout to the zakaat success page", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 800 });
    await openWizard(page, app.server.url);
    await resultForCash(page, "26000"); // 26.000 × 2,5% = 650
    await page.getByRole("button", { name: "Gegevens invullen" }).click();

    // The first failing check is toasted, every field error is shown.
    const pay = page.getByRole("button", { name: `Betaal ${formatEuro(650)}` });
    await pay.click();
    await toast(page, "Voornaam vereist").waitFor();
    await page.getByText("Voer uw achternaam in.").waitFor();
    await textbox(page, "Voornaam (verplicht)").fill("<b>Amina</b>");
    expect(await textbox(page, "Voornaam (verplicht)").inputValue()).toBe("bAmina/b");
    await textbox(page, "Voornaam (verplicht)").fill("Amina");
    await textbox(page, "Achternaam (verplicht)").fill("Yilmaz");
    await textbox(page, "E-mailadres (verplicht)").fill("amina@voorbeeld");
    await pay.click();
    await toast(page, "Ongeldig e-mailadres").waitFor();
    await textbox(page, "E-mailadres (verplicht)").fill("amina@voorbeeld.nl");
    await page.getByRole("radio", { name: "Bedrijf" }).check();
    await pay.click();
    await toast(page, "Bedrijfsnaam vereist").waitFor();
    await textbox(page, "Bedrijfsnaam (verplicht)").fill("Yilmaz Handel B.V.");
    await textbox(page, "KvK-nummer").fill("12345678");

    // Toast titles seen before the page changes, kept in sessionStorage across the redirect.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const titles = [...document.querySelectorAll("[data-sonner-toast] [data-title]")];
        const seen = new Set(JSON.parse(sessionStorage.getItem("seen-toasts") ?? "[]"));
        for (const title of titles) seen.add(title.textContent);
        sessionStorage.setItem("seen-toasts", JSON.stringify([...seen]));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const request = page.waitForRequest((r) => r.url().endsWith("/api/donations"));
    await pay.click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      kind: "zakat",
      amount: "650.00",
      purpose: "Zakaat - € 650,00",
      donorType: "company",
      firstName: "Amina",
      lastName: "Yilmaz",
      email: "amina@voorbeeld.nl",
      companyName: "Yilmaz Handel B.V.",
      kvkNumber: "12345678",
      website: "",
    });

    // The demo checkout: clearly a test; paying leads to the success page.
    await page.waitForURL(/\/demo-betaling\?/);
    await page.getByText(formatEuro(650)).first().waitFor();
    await page.getByText("Zakaat - € 650,00").waitFor();
    await page.getByRole("button", { name: "Betalen" }).click();
    await page.waitForURL(/\/donation-success\?session_id=/);
    const seen = await page.evaluate(() => sessionStorage.getItem("seen-toasts"));
    expect(JSON.parse(seen ?? "[]")).toContain("Zakaat betaling gestart");
    await page.getByText("Barakallahu feeki").first().waitFor();
    await page.getByText(/Moge Allah uw zakaat aanvaarden/).waitFor();
    await toast(page, "Email verzonden!").waitFor();
    // On the page and in its toast: the same word.
    expect(await page.getByText(/bevestigingsmail met uw zakaatbewijs/).count()).toBe(2);
    // The stored keys are gone after the e-mail attempt.
    await expect
      .poll(() =>
        page.evaluate(() => [
          sessionStorage.getItem("zakaatContext"),
          localStorage.getItem("zakaatContext"),
          localStorage.getItem("donationContext"),
        ]),
      )
      .toEqual([null, null, null]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Fout bij zakaat betaling' when the donation cannot be started and the server says no more", async () => {
    const { page, errors, context } = await openPage(app.browser, {
      allow: [/status of 503/],
    });
    // No JSON from the server (a proxy's error page): the form's own text is shown. A
    // message the server does send is shown instead (e2e/zakat-pay-error.test.ts).
    await page.route("**/api/donations", (route) =>
      route.fulfill({
        status: 503,
        contentType: "text/html",
        body: "<h1>Service Unavailable</h1>",
      }),
    );
    await openWizard(page, app.server.url);
    await next(page);
    await fill(page, "Bedrag rekening 1", "26000");
    await next(page);
    await next(page);
    await fillDonor(page);
    await page.getByRole("button", { name: /^Betaal/ }).click();
    await toast(page, "Fout bij zakaat betaling").waitFor();
    await page.getByText("Er is een fout opgetreden. Probeer het opnieuw.").waitFor();
    // Still on the calculator, the form usable again, nothing remembered.
    expect(new URL(page.url()).pathname).toBe("/zakaat");
    expect(await page.getByRole("button", { name: /^Betaal/ }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem("zakaatContext"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows no pay card when no zakat is due", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    await resultForCash(page, "5000"); // below the gold nisab of 5.312,50
    expect(await page.getByTestId("zakat-total").textContent()).toBe("Geen zakaat verschuldigd");
    await page
      .getByText(`ligt onder de nisab van ${formatEuro(5312.5)}`, { exact: false })
      .first()
      .waitFor();
    expect(await page.getByRole("button", { name: "Gegevens invullen" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
