import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { appPerFile } from "./support/app";
import { mailedGiftLink, signUpMonthly } from "./monthly-support";
import { openPage } from "./support/browser";

const app = appPerFile(async () => ({ RATE_LIMIT_PER_MINUTE: "1000" }));
const admin = adminPerFile(app);

/** The 1st of the month `offset` months from now, in the browser's (local) calendar. */
function firstOfMonth(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

/** A monthly sign-up through the API, as the form sends it: its mandate reference. */
const signUp = async (firstName: string) =>
  (await signUpMonthly(app.server.url, firstName)).mandateReference;

describe("monthly giving in the browser", () => {
  it("the admin makes the month's direct-debit file, downloads it and records a storno", async () => {
    const references = [await signUp("Amina"), await signUp("Bilal")];
    const { page, errors, context } = await admin.page(375);
    await page.goto(`${app.server.url}/admin/monthly-donors`);
    await page.getByRole("heading", { name: "Maanddonateurs", level: 1 }).waitFor();
    for (const reference of references) {
      await page.getByText(reference, { exact: true }).first().waitFor();
    }
    expect(await page.getByText(/Actief: 2 · Gepauzeerd: 0/).count()).toBe(1);

    // The date field holds the 1st of next month. Mandates signed today are first collected
    // on the 1st of a month at least 14 days away: the admin picks the 1st after next.
    const field = page.getByLabel("Incassodatum");
    expect(await field.inputValue()).toBe(firstOfMonth(1));
    await field.fill(firstOfMonth(2));
    await page.getByRole("button", { name: "Incassobestand maken" }).click();
    // Nothing is made until the admin confirms.
    const confirm = page.getByRole("dialog", { name: "Incassobestand maken?" });
    // It says what the file would hold before anything is made.
    await confirm.getByText(/^Het bestand voor .+ krijgt 2 incasso's, samen €\s30,00: /).waitFor();
    await confirm.getByRole("button", { name: "Incassobestand maken" }).click();
    await expectToast(page, "Incassobestand gemaakt");
    await page.getByText(/^2 incasso's, samen €\s30,00\.$/).waitFor();
    const files = page.getByRole("table", { name: "Incassobestanden" });
    const download = page.waitForEvent("download");
    await files.getByRole("link", { name: /^Downloaden/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^incasso-QAMAR-\d{8}-[0-9A-F]{8}\.xml$/);
    const xml = new JSDOM(await readStream(await file.createReadStream()), {
      contentType: "application/xml",
    }).window.document;
    expect(xml.querySelector("PmtInf > PmtTpInf > SeqTp")?.textContent).toBe("FRST");
    expect([...xml.querySelectorAll("MndtId")].map((m) => m.textContent).sort()).toEqual(
      [...references].sort(),
    );

    // The bank returned one collection: the admin records the storno with its reason.
    await files.getByRole("button", { name: /^Incasso's/ }).click();
    const dialog = page.getByRole("dialog", { name: "Incasso's in dit bestand" });
    await dialog.getByLabel(`Reden storno ${references[0]}`).fill("MD06 terugboeking");
    await dialog
      .getByRole("listitem")
      .filter({ hasText: references[0] })
      .getByRole("button", { name: /^Storno/ })
      .click();
    await expectToast(page, "Storno vastgelegd");
    await dialog.getByText("Storno: MD06 terugboeking").waitFor();
    await page.keyboard.press("Escape");
    await files.getByText(/^1 \(€\s15,00\)$/).waitFor();

    // A second file for the same month: the question already says why none would be made,
    // and offers only 'Annuleren'.
    await page.getByRole("button", { name: "Incassobestand maken" }).click();
    await confirm
      .getByText(/^Niets te incasseren\. Er zijn geen actieve machtigingen die voor deze maand/)
      .waitFor();
    expect(await confirm.getByRole("button", { name: "Incassobestand maken" }).count()).toBe(0);
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expectNoAxeViolations(page, "/admin/monthly-donors");

    // On a 1280 px laptop, beside the menu, the whole list fits: the actions in view, no
    // sideways scrolling.
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = page.getByRole("table", { name: "Maanddonateurs" });
    const fits = await list.evaluate(
      (table) => table.scrollWidth <= table.parentElement!.clientWidth,
    );
    expect(fits).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin changes a gift's amount; a wrong amount gets the Dutch validation toast", async () => {
    const reference = await signUp("Chadia");
    const { page, errors, context } = await admin.page(1280);
    await page.goto(`${app.server.url}/admin/monthly-donors?search=${reference}`);
    const row = page.getByRole("row").filter({ hasText: reference });
    await row.getByRole("button", { name: /^Bedrag wijzigen/ }).click();
    const dialog = page.getByRole("dialog", { name: "Bedrag wijzigen" });
    const amount = dialog.getByLabel("Nieuw bedrag per maand (€)");
    expect(await amount.inputValue()).toBe("15,00");
    await amount.fill("twintig");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expectToast(page, "Validatiefout");
    await amount.fill("22,50");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expectToast(page, "Bedrag gewijzigd");
    await dialog.waitFor({ state: "hidden" });
    await row.getByText(/^€\s22,50$/).waitFor();
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it("the donor pauses and stops the gift with the link from the e-mail", async () => {
    // A donor of their own: a second sign-up of Chadia's address and IBAN is refused.
    const reference = await signUp("Dounia");
    const { link, mailId } = await mailedGiftLink(
      app.server.url,
      await adminCookie(),
      "dounia@example.nl",
    );

    // The forged link's lookup answers 404, which the browser logs.
    const { page, errors, context } = await openPage(app.browser, {
      width: 375,
      allow: [/status of 404/],
    });
    await page.goto(link);
    await page.getByRole("heading", { name: "Uw maandelijkse gift" }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Pauzeren" }).click();
    await page.getByText("Gepauzeerd", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Stoppen" }).click();
    await page.getByRole("button", { name: "Ja, stoppen" }).click();
    await page.getByText("Gestopt", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Hervatten" }).count()).toBe(0);

    await page.goto(`${app.server.url}/maandelijkse-gift?m=${mailId}&t=nep`);
    await page.getByText("Deze link is ongeldig.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** The admin's session cookie, for reading the outbox through the API. */
async function adminCookie(): Promise<string> {
  const { context } = await admin.page();
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
