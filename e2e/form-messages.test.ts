import { describe, expect, it } from "vitest";
import { expectToast, open, toastTexts } from "./forms-support";
import { appWithMailSink } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { openPage } from "./support/browser";

/** Messages under the fields, the Friday amount detail, and one outcome, one toast. */

const app = appWithMailSink();

type Page = import("playwright-core").Page;
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");
/** The message under a field (its aria-describedby), as a visitor reads it. */
async function messageUnder(page: Page, name: string) {
  const input = page.getByRole("main").getByRole("textbox", { name, exact: true });
  const id = await input.getAttribute("aria-describedby");
  return id ? plain(await page.locator(`[id="${id}"]`).textContent()) : null;
}
const toastCount = (page: Page) => page.locator("[data-sonner-toast]").count();
/**
 * Holds the toasts on screen: sonner pauses their timers while the pointer is over them,
 * so a toast can only leave because the form replaced it, not because time ran out.
 */
async function holdToasts(page: Page) {
  await page.locator("[data-sonner-toast]").first().hover();
}

describe("messages under the fields", () => {
  it("volunteer: each empty field says what is missing; the toast keeps the one sentence", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await open(page, `${app.server.url}/samenwerking`);
    await page.getByRole("button", { name: "Aanmelding versturen" }).click();
    await expectToast(page, "Vereiste velden");
    await expectToast(page, "Vul alstublieft naam, e-mailadres en motivatie in");
    const messages = [
      await messageUnder(page, "Naam"),
      await messageUnder(page, "E-mailadres"),
      await messageUnder(page, "Motivatie"),
    ];
    expect(messages).toEqual(["Vul uw naam in.", "Vul uw e-mailadres in.", "Vul uw motivatie in."]);
    await expectNoAxeViolations(page, "volunteer form with errors at 375 px");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Friday sadaqa: an own amount that is no amount shows 'Ongeldig bedrag' with its detail", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/djumua-sadaqa`);
    const friday = page.getByRole("form", { name: "Geef uw sadaqa" });
    await friday.getByText("Eigen bedrag", { exact: true }).click();
    await friday.getByRole("textbox", { name: "Eigen bedrag (€)", exact: true }).fill("tien");
    await friday.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Omar");
    await friday.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Haidari");
    await friday.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("omar@example.nl");
    await friday.getByRole("button", { name: "Geef uw sadaqa" }).click();
    await expectToast(page, "Ongeldig bedrag");
    await expectToast(page, "Vul een geldig donatiebedrag in.");
    await friday.getByText("Vul een geldig donatiebedrag in.", { exact: true }).waitFor();
    // A Dutch amount is read as a Dutch reader means it.
    await friday.getByRole("textbox", { name: "Eigen bedrag (€)", exact: true }).fill("1.250,50");
    await friday.getByRole("button", { name: "Geef uw sadaqa" }).click();
    await page.waitForURL(/\/demo-betaling/);
    // The checkout's own figures (the footer has a <dd> too): wait for them.
    await page.locator("main dd").first().waitFor();
    expect(plain(await page.locator("main dd").first().textContent())).toBe("€ 1.250,50");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sadaqah1 has the Friday form's amount rule: 'Ongeldig bedrag' with its detail", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await open(page, `${app.server.url}/sadaqah1`);
    const form = page.getByRole("form", { name: "Sadaqah geven" });
    await form.getByText("Eigen bedrag", { exact: true }).click();
    await form.getByRole("textbox", { name: "Eigen bedrag (€)", exact: true }).fill("0,50");
    await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("omar@example.nl");
    await form.getByRole("button", { name: "Geef sadaqah" }).click();
    await expectToast(page, "Ongeldig bedrag");
    await expectToast(page, "Vul een geldig donatiebedrag in.");
    await form.getByText("Vul een geldig donatiebedrag in.", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a form's new outcome replaces its earlier toasts", () => {
  it("volunteer: 'Vereiste velden' then a valid sign-up leaves one toast", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/samenwerking`);
    await page.getByRole("button", { name: "Aanmelding versturen" }).click();
    await expectToast(page, "Vereiste velden");
    await holdToasts(page);
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill("Sara de Vries");
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "E-mailadres", exact: true })
      .fill("sara@example.nl");
    await page
      .getByRole("textbox", { name: "Motivatie", exact: true })
      .fill("Ik help graag bij inzamelingen.");
    // Enter in a field submits, and the pointer stays on the toasts.
    await page.getByRole("textbox", { name: "Naam", exact: true }).press("Enter");
    await expectToast(page, "Aanmelding verzonden!");
    expect(await toastTexts(page)).not.toContain("Vereiste velden");
    expect(await toastCount(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("monthly: 'Ongeldig IBAN formaat' is gone once 'Aanmelding verzonden' shows", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/doneren`);
    const monthly = page.getByRole("form", { name: "Maandelijks doneren" });
    await monthly.getByText("€ 10", { exact: true }).click();
    await monthly.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Ibrahim");
    await monthly.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Jansen");
    await monthly.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("ib@example.nl");
    const iban = monthly.getByRole("textbox", { name: "IBAN", exact: true });
    await iban.fill("NL91ABNA0417164301");
    await monthly.getByRole("button", { name: "Word maandelijkse donateur" }).click();
    await expectToast(page, "Ongeldig IBAN formaat");
    await holdToasts(page);
    await iban.fill("NL91ABNA0417164300");
    await monthly.getByRole("checkbox", { name: /toestemming om elke maand/ }).check();
    await iban.press("Enter");
    await expectToast(page, "Aanmelding verzonden");
    await expectToast(page, "Bevestigingsmail verzonden");
    expect(await toastTexts(page)).not.toContain("Ongeldig IBAN formaat");
    expect(await toastCount(page)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
