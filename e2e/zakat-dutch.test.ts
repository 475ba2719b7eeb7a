import { formatEuro } from "@shared/money";
import { describe, expect, it } from "vitest";
import { toastTexts } from "./forms-support";
import { appWithMailSink } from "./support/app";
import { openPage } from "./support/browser";
import {
  expectNoAxeViolations,
  expectStep,
  field,
  fill,
  fillDonor,
  next,
  openWizard,
  resultForCash,
} from "./zakat-support";

/** Dutch amounts, the kept step, the price source and Dutch money on the receipt. */

const app = appWithMailSink({ PAYMENT_PROVIDER: "demo" });

const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ");
/** The line under a zakat field: what it understood, or why it could not read it. */
const noteOf = async (page: import("playwright-core").Page, label: string) => {
  const id = await field(page, label).getAttribute("aria-describedby");
  return id ? plain(await page.locator(`[id="${id}"]`).textContent()) : null;
};

describe("zakat wizard: Dutch amounts", () => {
  it("reads 10.000 in cash as ten thousand: € 250,00 at the default gold price", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375, height: 800 });
    await openWizard(page, app.server.url);
    await next(page);
    await fill(page, "Bedrag rekening 1", "10.000");
    expect(await noteOf(page, "Bedrag rekening 1")).toBe("= € 10.000,00");
    await fill(page, "Handelsvoorraad", "€ 1 250");
    expect(await noteOf(page, "Handelsvoorraad")).toBe("= € 1.250,00");
    await fill(page, "Handelsvoorraad", "1250.75");
    expect(await noteOf(page, "Handelsvoorraad")).toBe("= € 1.250,75");
    await fill(page, "Handelsvoorraad", "0");

    // Text that cannot be read: a message under the field, never a silent 0, and Next
    // goes to that field instead of on.
    await fill(page, "Sterke vorderingen", "veel");
    await field(page, "Zwakke vorderingen").focus();
    expect(await noteOf(page, "Sterke vorderingen")).toBe(
      "Dit bedrag is niet te lezen. Schrijf het zo: 10.000 of 1.250,50.",
    );
    expect(await field(page, "Sterke vorderingen").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page, "an unreadable amount at 375 px");
    await next(page);
    await expectStep(page, 2);
    expect(
      await field(page, "Sterke vorderingen").evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await fill(page, "Sterke vorderingen", "");
    await next(page);
    await expectStep(page, 3);
    await next(page);
    await expectStep(page, 4);
    expect(await page.getByTestId("zakat-total").textContent()).toBe(formatEuro(250));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("returns to the step the user was on after a reload, figures kept", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    await next(page);
    await fill(page, "Bedrag rekening 1", "12.345,67");
    await next(page);
    await expectStep(page, 3);
    await page.reload({ waitUntil: "networkidle" });
    await expectStep(page, 3);
    await page.getByRole("heading", { name: "Schulden", exact: true }).waitFor();
    await page.getByRole("button", { name: "Vorige" }).click();
    expect(await field(page, "Bedrag rekening 1").inputValue()).toBe("12.345,67");
    await page.reload({ waitUntil: "networkidle" });
    await expectStep(page, 2);
    // Back to the overview: the next visit starts at the landing page again.
    await page.getByRole("button", { name: "Terug naar overzicht" }).click();
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Start de berekening" }).first().waitFor();
    expect(await page.getByText(/Stap \d van 4/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("step 1 names the prices in use and says they are default values, not automatic", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    const source = page.getByTestId("metal-prices-source");
    await expect
      .poll(async () => plain(await source.textContent()))
      .toContain("Dit zijn standaardwaarden");
    const text = plain(await source.textContent());
    expect(text).toContain("In gebruik: goud € 62,50 en zilver € 0,78 per gram.");
    expect(await page.getByText(/automatisch/).count()).toBe(0);
    await fill(page, "Goudprijs per gram", "70");
    await expect
      .poll(async () => plain(await source.textContent()))
      .toContain("goud € 70,00 en zilver € 0,78 per gram. U hebt deze prijzen zelf ingevuld.");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pays in Dutch money: 'Zakaat - € 250,00' on the checkout and the receipt, zakaatbewijs in the toast", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await openWizard(page, app.server.url);
    await resultForCash(page, "10.000");
    await fillDonor(page);
    await page.getByRole("button", { name: `Betaal ${formatEuro(250)}` }).click();
    await page.waitForURL(/\/demo-betaling\?/);
    await page.getByText("Zakaat - € 250,00", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Betalen" }).click();
    await page.waitForURL(/\/donation-success\?session_id=/);
    await page.getByRole("heading", { name: "Barakallahu feeki" }).waitFor();
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toContain("Email verzonden!");
    const toasts = await toastTexts(page);
    expect(toasts).toContain("bevestigingsmail met uw zakaatbewijs");
    expect(toasts).not.toContain("donatiebewijs");
    await expect
      .poll(() => app.sink.messages.filter((m) => /zakaatbewijs/.test(m.subject ?? "")).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const receipt = app.sink.messages.find((m) => /zakaatbewijs/.test(m.subject ?? ""));
    expect(plain(receipt?.text ?? "")).toContain("Zakaat - € 250,00");
    expect(receipt?.text).not.toContain("€250.00");
    expect(errors).toEqual([]);
    await context.close();
  });
});
