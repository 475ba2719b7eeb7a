import { describe, expect, it } from "vitest";
import { expectToast, open } from "./forms-support";
import { appWithMailSink } from "./support/app";
import { openPage } from "./support/browser";

const mailsTo = (address: string, subject: RegExp) =>
  app.sink.messages.filter(
    (m) => m.to && JSON.stringify(m.to).includes(address) && subject.test(m.subject ?? ""),
  );

const app = appWithMailSink();

describe("contact, volunteer and monthly forms", () => {
  it("contact: 'Validatiefout' marks the field; a valid message is sent and the form clears", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/contact`);
    const name = page.getByRole("textbox", { name: "Naam", exact: true });
    await name.fill("A");
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expectToast(page, "Validatiefout");
    await expectToast(page, "Naam moet minimaal 2 karakters lang zijn");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.getByText("Naam moet minimaal 2 karakters lang zijn").count())
      .toBeGreaterThan(0);

    await name.fill("Fatima el Amrani");
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "E-mailadres", exact: true })
      .fill("fatima@example.nl");
    await page
      .getByRole("textbox", { name: "Bericht", exact: true })
      .fill("Ik wil graag helpen bij de winterhulp.");
    await page.getByRole("button", { name: "Verstuur bericht" }).click();
    await expectToast(page, "Bericht verzonden!");
    expect(await name.inputValue()).toBe("");
    await expect
      .poll(() => mailsTo("info@stichtingqamar.nl", /contactformulier/).length, { timeout: 20_000 })
      .toBe(1);
    expect(mailsTo("info@stichtingqamar.nl", /contactformulier/)[0]?.replyTo?.text).toContain(
      "fatima@example.nl",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("volunteer: 'Vereiste velden' when empty; 'Aanmelding verzonden!' and e-mailed", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await open(page, `${app.server.url}/samenwerking`);
    await page.getByRole("button", { name: "Aanmelding versturen" }).click();
    await expectToast(page, "Vereiste velden");
    await expectToast(page, "Vul alstublieft naam, e-mailadres en motivatie in");
    await page.getByRole("textbox", { name: "Naam", exact: true }).fill("Sara de Vries");
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "E-mailadres", exact: true })
      .fill("sara@example.nl");
    await page
      .getByRole("textbox", { name: "Motivatie", exact: true })
      .fill("Ik help graag bij inzamelingen.");
    await page.getByRole("button", { name: "Aanmelding versturen" }).click();
    await expectToast(page, "Aanmelding verzonden!");
    await expectToast(page, "Bedankt voor uw interesse in vrijwilligerswerk.");
    await expect
      .poll(() => mailsTo("info@stichtingqamar.nl", /vrijwilliger/).length, { timeout: 20_000 })
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("monthly: IBAN and phone cleaned as typed, own amount only when chosen, the mandate's tick required, two e-mails", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/doneren`);
    const monthly = page.getByRole("form", { name: "Maandelijks doneren" });
    const own = monthly.getByRole("textbox", { name: "Eigen bedrag (€)", exact: true });
    expect(await own.isDisabled()).toBe(true);
    await monthly.getByText("Eigen bedrag", { exact: true }).click();
    expect(await own.isDisabled()).toBe(false);
    await own.fill("12.50");
    await monthly.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Ibrahim");
    await monthly.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Jansen");
    await monthly
      .getByRole("textbox", { name: "E-mailadres", exact: true })
      .fill("ibrahim@example.nl");
    const phone = monthly.getByRole("textbox", { name: "Telefoonnummer (optioneel)", exact: true });
    await phone.pressSequentially("06-12ab34");
    expect(await phone.inputValue()).toBe("06-1234");
    const iban = monthly.getByRole("textbox", { name: "IBAN", exact: true });
    await iban.pressSequentially("nl91 abna 0417 1643 01");
    expect(await iban.inputValue()).toBe("NL91ABNA0417164301");
    await monthly.getByRole("button", { name: "Word maandelijkse donateur" }).click();
    await expectToast(page, "Ongeldig IBAN formaat");
    expect(await iban.getAttribute("aria-invalid")).toBe("true");
    await iban.fill("NL91ABNA0417164300");
    // The mandate: its text names the foundation's creditor id and the chosen amount.
    const mandate = monthly.getByRole("group", { name: "Doorlopende machtiging" });
    await expect.poll(() => mandate.textContent()).toContain("NL69ZZZ123456780000");
    expect(await mandate.textContent()).toMatch(/maandelijks €\s12,50 van uw rekening/);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/api/monthly-donors")) posts.push(r.url());
    });
    await monthly.getByRole("button", { name: "Word maandelijkse donateur" }).click();
    await expectToast(page, "Geef toestemming voor de maandelijkse afschrijving");
    expect(posts).toEqual([]);
    await mandate.getByRole("checkbox", { name: /toestemming om elke maand/ }).check();
    await monthly.getByRole("button", { name: "Word maandelijkse donateur" }).click();
    await expectToast(page, "Aanmelding verzonden");
    await expectToast(page, "Bevestigingsmail verzonden");
    expect(posts).toHaveLength(1);
    const confirmation = monthly.getByRole("status");
    expect(await confirmation.textContent()).toMatch(
      /Uw doorlopende machtiging is vastgelegd onder kenmerk QAMAR-\d{4}-\d{6}\./,
    );
    expect(await iban.inputValue()).toBe("");
    await expect
      .poll(() => mailsTo("ibrahim@example.nl", /maandelijkse donateur/).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(mailsTo("info@stichtingqamar.nl", /maandelijkse donateur/)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("what a form page loads (docs/decisions/021)", () => {
  it("loads the rules of /doneren's forms when the visitor first uses one, and they apply", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/doneren`);
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((name) => name.endsWith(".js")),
      );
    // The toast area loads when the browser is first idle (up to 1.5 s after hydration on
    // a busy machine): its scripts are not the form's, so the count starts after it.
    await page.getByRole("region", { name: /Meldingen/ }).waitFor({ state: "attached" });
    const before = await scripts();
    await page.waitForTimeout(300);
    expect(await scripts()).toEqual(before);

    const form = page.getByRole("form", { name: "Eenmalig doneren" });
    await form.getByRole("textbox", { name: "E-mailadres", exact: true }).focus();
    await expect.poll(async () => (await scripts()).length).toBeGreaterThan(before.length);
    await form.getByText("€ 25", { exact: true }).click();
    await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("geen-adres");
    await form.getByRole("button", { name: "Doneer nu" }).click();
    await expectToast(page, "Ongeldig emailadres");
    expect(errors).toEqual([]);
    await context.close();
  });
});
