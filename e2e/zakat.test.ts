import { formatEuro, formatEuroWhole } from "@shared/money";
import { CURRENCIES } from "@shared/zakat/constants";
import { describe, expect, it } from "vitest";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";
import {
  expectNoAxeViolations,
  expectStep,
  field,
  fill,
  next,
  openWizard,
  rowValue,
  startWizard,
} from "./zakat-support";

const app = appPerFile();

/**
 * Known figures (gold nisab at € 62,50: 85 g = € 5.312,50; HIJRI 2,5%):
 * cash 10.000 + USD 1.000 (920) + 2 ETH without value (2 × 2.800) + 100 g 18 kt gold
 * (4.687,50) + 500 g silver (390) + stock 1.000 + strong receivables 2.000 (weak ones do
 * not count) + equities 3.000 (trader) + rent 500 = 28.097,50; debts 1.500 + 597,50 =
 * 2.097,50; net 26.000 -> 650. Irrigated harvest 1.000 -> 50; 45 sheep at 150 -> 1 sheep
 * = 150. Total 850.
 */
async function enterKnownFigures(page: import("playwright-core").Page) {
  await fill(page, "Bedrag rekening 1", "10000");
  await page.getByRole("button", { name: "Valuta toevoegen" }).click();
  await fill(page, "Bedrag vreemde valuta 1", "1000");
  await field(page, "Valuta vreemde valuta 1").selectOption("USD");
  await page.getByRole("button", { name: "Munt toevoegen" }).click();
  await field(page, "Munt crypto 1").selectOption("ETH");
  await fill(page, "Aantal crypto 1", "2");
  await fill(page, "Goud", "100");
  await field(page, "Gehalte").selectOption("18");
  await fill(page, "Zilver", "500");
  await fill(page, "Handelsvoorraad", "1000");
  await fill(page, "Sterke vorderingen", "2000");
  await fill(page, "Zwakke vorderingen", "5000");
  await fill(page, "Aandelen: marktwaarde", "3000");
  await fill(page, "Aandelen: zakaatplichtig deel", "1200");
  await fill(page, "Ontvangen huur (nog in bezit)", "500");
  await field(page, "Oogst: bevloeiing").selectOption("IRRIGATED");
  await fill(page, "Waarde van de oogst", "1000");
  await fill(page, "Vee: aantal dieren", "45");
  await fill(page, "Vee: waarde per dier", "150");
}

describe("zakat calculator", () => {
  it("serves /zakaat as prerendered HTML with the landing page content", async () => {
    const res = await fetch(`${app.server.url}/zakaat`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Stichting Qamar – Zakaatcalculator<\/title>/);
    for (const text of [
      "Zakaatcalculator",
      "Start de berekening",
      "2-3 minuten",
      "Veilig en privé",
      "Nauwkeurig",
      "Transparant",
      "Instellingen",
      "Bezittingen",
      "Schulden",
      "Resultaat",
      "Fiqh-kader",
      "Privacy",
      "geen belasting- of fiscaal advies",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("computes known figures through all four steps and shows the amounts", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    expect(await page.getByRole("button", { name: "Vorige" }).isDisabled()).toBe(true);
    // Step 1: approximate nisab in whole euros (85 g × € 62,50 = 5.312,50 -> 5.313).
    await page.getByText(formatEuroWhole(5313)).waitFor();
    await page.getByRole("radio", { name: /^Zilver/ }).check();
    await page.getByText(formatEuroWhole(464)).waitFor(); // 595 × 0,78 = 464,10
    await page.getByRole("radio", { name: /^Goud/ }).check();
    await next(page);

    await expectStep(page, 2);
    await enterKnownFigures(page);
    expect(await page.getByTestId("assets-total").textContent()).toBe(formatEuro(28097.5));
    await next(page);

    await expectStep(page, 3);
    await fill(page, "Te betalen rekeningen en belastingen", "1500");
    await fill(page, "Consumptief krediet", "597,50");
    expect(await page.getByTestId("liabilities-total").textContent()).toBe(formatEuro(2097.5));
    await page.getByRole("heading", { name: "Niet aftrekbaar" }).waitFor();
    await next(page);

    await expectStep(page, 4);
    expect(await page.getByTestId("zakat-total").textContent()).toBe(formatEuro(850));
    await page.locator("summary", { hasText: "Gedetailleerde berekening" }).click();
    const expected: [string, string][] = [
      ["Contant geld, bank en vreemde valuta", formatEuro(10920)],
      ["Cryptovaluta", formatEuro(5600)],
      ["Goud", formatEuro(4687.5)],
      ["Zilver", formatEuro(390)],
      ["Sterke vorderingen", formatEuro(2000)],
      ["Aandelen", formatEuro(3000)],
      ["Totaal bezittingen", formatEuro(28097.5)],
      ["Totaal schulden (binnen 12 maanden)", `− ${formatEuro(2097.5)}`],
      ["Netto grondslag", formatEuro(26000)],
      ["Nisab", formatEuro(5312.5)],
      ["Nisab bereikt", "Ja"],
      ["Tarief", "2,5%"],
      ["Zakaat over vermogen", formatEuro(650)],
      ["Zakaat op landbouw", formatEuro(50)],
      ["Zakaat op vee (1 × schapen)", formatEuro(150)],
      ["Totaal te betalen zakaat", formatEuro(850)],
    ];
    for (const [label, value] of expected) expect(await rowValue(page, label)).toBe(value);
    await page.locator("summary", { hasText: "Uitleg" }).click();
    expect(await rowValue(page, "Aandelen")).toBe(formatEuro(3000));
    await page.getByRole("cell", { name: "Handelaarsmethode" }).waitFor();
    await page.getByRole("heading", { name: "Betaal uw zakaat direct" }).waitFor();
    expect(
      await page.getByRole("link", { name: "Drager worden" }).last().getAttribute("href"),
    ).toBe("/drager-worden");
    expect(await page.getByRole("link", { name: "Lees het nieuws" }).getAttribute("href")).toBe(
      "/nieuws",
    );

    // Print: only the one-page summary, without the site's header, footer and buttons.
    await page.emulateMedia({ media: "print" });
    const summary = page.locator("#zakat-print");
    expect(await summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toContain(`Te betalen zakaat: ${formatEuro(850)}`);
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("footer").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Nieuwe berekening" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(await summary.isVisible()).toBe(false);

    // Back one step and change a debt: Next computes the result again.
    await page.getByRole("button", { name: "Vorige" }).click();
    await expectStep(page, 3);
    await fill(page, "Overige schulden (binnen 12 maanden)", "26000");
    await next(page);
    await expectStep(page, 4);
    // The net base drops to 0, under the nisab: only harvest (50) and livestock (150) remain.
    expect(await page.getByTestId("zakat-total").textContent()).toBe(formatEuro(200));
    expect(
      await page
        .getByText(/ligt onder de nisab/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the draft across a reload and after 'Nieuwe berekening'", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 800 });
    await openWizard(page, app.server.url);
    await fill(page, "Goudprijs per gram", "70");
    await next(page);
    await fill(page, "Bedrag rekening 1", "12345,67");
    // Saved by an effect, which runs after the next paint: wait for it.
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("zakat-data") ?? "{}"));
    await expect.poll(stored).toMatchObject({
      goldPricePerGram: 70,
      assets: { cash: [{ amount: 12345.67, currency: "EUR" }] },
    });

    // A new visit (a new tab) starts at the landing page, with the figures kept.
    const later = await context.newPage();
    await later.goto(`${app.server.url}/zakaat`, { waitUntil: "networkidle" });
    await later.getByText("Uw eerder ingevulde gegevens staan nog klaar.").waitFor();
    await later.close();
    await page.getByRole("button", { name: "Terug naar overzicht" }).click();
    await page.reload({ waitUntil: "networkidle" });
    await page.getByText("Uw eerder ingevulde gegevens staan nog klaar.").waitFor();
    await startWizard(page);
    // The user's own gold price stays, although the server has another one.
    expect(await field(page, "Goudprijs per gram").inputValue()).toBe("70");
    // The offer to take the foundation's prices again names them; at 375 px its label
    // wraps inside the card instead of running off the screen.
    const livePrices = page.getByRole("button", { name: /^Prijzen van de stichting gebruiken/ });
    const box = await livePrices.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await livePrices.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await next(page);
    expect(await field(page, "Bedrag rekening 1").inputValue()).toBe("12.345,67");
    await next(page);
    await next(page);
    await expectStep(page, 4);
    // 12.345,67 × 2,5% = 308,64175 -> 308,64 (nisab 85 × 70 = 5.950).
    expect(await page.getByTestId("zakat-total").textContent()).toBe(formatEuro(308.64));

    await page.getByRole("button", { name: "Nieuwe berekening" }).click();
    await expectStep(page, 1);
    expect(await field(page, "Goudprijs per gram").inputValue()).toBe("70");
    await next(page);
    expect(await field(page, "Bedrag rekening 1").inputValue()).toBe("12.345,67");

    // Back to the overview and in again: still the same draft.
    await page.getByRole("button", { name: "Terug naar overzicht" }).click();
    await startWizard(page);
    await next(page);
    expect(await field(page, "Bedrag rekening 1").inputValue()).toBe("12.345,67");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("falls back to the defaults, without an error, when the stored draft is unreadable", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/zakaat`, { waitUntil: "networkidle" });
    await page.evaluate(() => localStorage.setItem("zakat-data", "{kapot"));
    await page.reload({ waitUntil: "networkidle" });
    await startWizard(page);
    expect(await field(page, "Goudprijs per gram").inputValue()).toBe("62,5");
    await next(page);
    expect(await field(page, "Bedrag rekening 1").inputValue()).toBe("0");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps one cash row, lets foreign rows go, and applies the NONE rule of the lists", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    const equity = (name: string) =>
      page.getByRole("group", { name: "Aandelen" }).getByRole("checkbox", { name });
    await equity("Vermogensmethode").check();
    expect(await equity("Handelaarsmethode").isChecked()).toBe(true);
    await equity("Geen").check();
    expect(await equity("Handelaarsmethode").isChecked()).toBe(false);
    expect(await equity("Vermogensmethode").isChecked()).toBe(false);
    await equity("Handelaarsmethode").check();
    expect(await equity("Geen").isChecked()).toBe(false);
    await equity("Handelaarsmethode").uncheck();
    await equity("Geen").check();
    await equity("Geen").uncheck();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("zakat-data")!)))
      .toMatchObject({ policy: { equityMethod: [] } });

    await next(page);
    const removeCash = (n: number) =>
      page.getByRole("button", { name: `Rekening ${n} verwijderen` });
    expect(await removeCash(1).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Rekening toevoegen" }).click();
    expect(await removeCash(1).isDisabled()).toBe(false);
    await removeCash(2).click();
    expect(await removeCash(1).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Valuta toevoegen" }).click();
    await page.getByRole("button", { name: "Vreemde valuta 1 verwijderen" }).click();
    await page.getByText("Geen vreemde valuta toegevoegd.").waitFor();
    const currencies = await field(page, "Valuta rekening 1").locator("option").allTextContents();
    expect(currencies).toEqual([...CURRENCIES]);
    await page.getByRole("button", { name: "Valuta toevoegen" }).click();
    const foreign = await field(page, "Valuta vreemde valuta 1")
      .locator("option")
      .allTextContents();
    expect(foreign).not.toContain("EUR");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the help texts by keyboard", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    await next(page);
    const help = page.getByRole("button", { name: "Uitleg: Zwakke vorderingen" });
    await help.focus();
    await page.keyboard.press("Enter");
    const text = page.getByText(/pas zakaat als u het ontvangt/);
    await text.waitFor();
    await expectNoAxeViolations(page, "open help text");
    await page.keyboard.press("Escape");
    await text.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Uitleg: Aandelen: marktwaarde" }).focus();
    await page.keyboard.press("Space");
    await page.getByText(/volledige marktwaarde van uw aandelen/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pre-fills the gold and silver prices from GET /api/metal-prices", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.route("**/api/metal-prices", (route) =>
      route.fulfill({
        json: { goldPricePerGram: 80, silverPricePerGram: 0.95, updatedAt: "2026-01-15T10:00:00Z" },
      }),
    );
    await openWizard(page, app.server.url);
    await expect.poll(() => field(page, "Goudprijs per gram").inputValue()).toBe("80");
    expect(await field(page, "Zilverprijs per gram").inputValue()).toBe("0,95");
    await page.getByText(formatEuroWhole(6800)).waitFor();
    await page.getByText(/Vastgesteld door Stichting Qamar op 15 januari 2026/).waitFor();
    // A price of one's own is kept; one click takes the current prices again.
    await fill(page, "Goudprijs per gram", "75");
    await page.getByRole("button", { name: /Prijzen van de stichting gebruiken/ }).click();
    expect(await field(page, "Goudprijs per gram").inputValue()).toBe("80");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([1280, 375])(
    "has no axe violations on the landing page and on each step at %i px",
    async (width) => {
      const { page, errors, context } = await openPage(app.browser, { width });
      await page.goto(`${app.server.url}/zakaat`, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page, `landing ${width}`);
      await startWizard(page);
      await expectNoAxeViolations(page, `step 1 ${width}`);
      await next(page);
      await expectStep(page, 2);
      await page.getByRole("button", { name: "Valuta toevoegen" }).click();
      await page.getByRole("button", { name: "Munt toevoegen" }).click();
      await fill(page, "Bedrag rekening 1", "20000");
      await expectNoAxeViolations(page, `step 2 ${width}`);
      await next(page);
      await expectStep(page, 3);
      await expectNoAxeViolations(page, `step 3 ${width}`);
      await next(page);
      await expectStep(page, 4);
      for (const summary of await page.locator("summary").all()) await summary.click();
      await expectNoAxeViolations(page, `step 4 ${width}`);
      await page.getByRole("button", { name: "Gegevens invullen" }).click();
      await page.getByRole("radio", { name: "Bedrijf" }).check();
      await page.getByRole("button", { name: /^Betaal/ }).click();
      await page.getByText("Voer de bedrijfsnaam in voor bedrijfsdonaties.").waitFor();
      await expectNoAxeViolations(page, `donor form with errors ${width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
    // Several axe runs on a shared 2-core machine.
    120_000,
  );
});
