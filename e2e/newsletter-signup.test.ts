import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile(async () => ({ RATE_LIMIT_PER_MINUTE: "1000" }));
const admin = adminPerFile(app);

/** The admin's session cookie, for reading the outbox through the API. */
async function adminCookie(): Promise<string> {
  const { context } = await admin.page();
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The confirmation link of the newsletter sign-up e-mail to `to`, from the outbox. */
async function confirmationLink(to: string): Promise<string> {
  const cookie = await adminCookie();
  const list = await fetch(`${app.server.url}/api/admin/email?status=`, { headers: { cookie } });
  const { emails } = (await list.json()) as { emails: { id: string; toAddress: string }[] };
  const mail = emails.find((e) => e.toAddress === to);
  if (!mail) throw new Error(`no e-mail to ${to} in the outbox`);
  const full = await fetch(`${app.server.url}/api/admin/email/${mail.id}`, { headers: { cookie } });
  const { email } = (await full.json()) as { email: { subject: string; text: string } };
  expect(email.subject).toContain("Bevestig uw aanmelding");
  const link = email.text.match(/https?:\/\/\S+\/nieuwsbrief\/bevestigen\?[^\s\])]+/)![0];
  return link.replace(/^https?:\/\/[^/]+/, app.server.url);
}

const shots = process.env.SCREENSHOT_DIR;

describe("newsletter sign-up in the browser", () => {
  it("footer sign-up -> e-mail -> link -> 'U bent aangemeld' -> listed in the admin", async () => {
    const address = "lezer@example.nl";
    // The used link's second confirmation answers 404, which the browser logs.
    const visitor = await openPage(app.browser, { width: 375, allow: [/status of 404/] });
    const { page } = visitor;
    await page.goto(`${app.server.url}/contact`);
    const form = page.getByRole("form", { name: "Aanmelden voor de nieuwsbrief" });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("textbox", { name: "E-mailadres" }).fill(address);
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await expectToast(page, "Controleer uw e-mail");
    await form.getByText(/^We hebben een e-mail met een bevestigingslink gestuurd/).waitFor();
    if (shots) await form.screenshot({ path: `${shots}/footer-signup-375.png` });
    // A second click on the emptied form: the error, and no longer the message that it was sent.
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await form.getByText("E-mailadres is verplicht").waitFor();
    expect(await form.getByText(/^We hebben een e-mail met een bevestigingslink/).count()).toBe(0);

    const link = await confirmationLink(address);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 1280) {
        // The link works once: a second opening says so, with how to sign up again.
        await page.goto(link);
        await page.getByRole("heading", { name: "Link verlopen of al gebruikt" }).waitFor();
        await page.getByText(/meld u opnieuw aan via het formulier onderaan/i).waitFor();
        if (shots) {
          await page.screenshot({ path: `${shots}/confirm-used-${width}.png` });
          const footerForm = page.getByRole("form", { name: "Aanmelden voor de nieuwsbrief" });
          await footerForm.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/footer-${width}.png` });
        }
        await expectNoAxeViolations(page, "/nieuwsbrief/bevestigen (used)");
        continue;
      }
      await page.goto(link);
      await page.getByRole("heading", { name: "U bent aangemeld", level: 1 }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/confirm-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, "/nieuwsbrief/bevestigen");
    }
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // Every column shows on a laptop and, as a card, on a phone: who signed up where, when.
    for (const width of [1280, 375]) {
      const { page: adminPage, errors, context } = await admin.page(width);
      await adminPage.goto(`${app.server.url}/admin/subscribers`);
      const row = adminPage.getByRole("row").filter({ hasText: address });
      await row.waitFor();
      await row.getByText("Aanmelding", { exact: true }).waitFor();
      await row.getByText("Aanmelding onderaan de website").waitFor();
      await row.getByText(/^Aangemeld \d{1,2} \w+\.? \d{4}/).waitFor();
      await row.getByText(/^Bevestigd \d{1,2} \w+\.? \d{4}/).waitFor();
      await row.getByText("Getoonde tekst").waitFor();
      await row.getByText("Aangemeld", { exact: true }).waitFor();
      await row.getByRole("button", { name: /^Afmelden/ }).waitFor();
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      if (shots) await row.screenshot({ path: `${shots}/admin-row-${width}.png` });
      await expectNoAxeViolations(adminPage, `/admin/subscribers at ${width} px`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("refuses a tampered link in Dutch", async () => {
    const { page, errors, context } = await openPage(app.browser, {
      width: 375,
      allow: [/status of 400/],
    });
    await page.goto(
      `${app.server.url}/nieuwsbrief/bevestigen?id=00000000-0000-4000-8000-000000000000&token=nep`,
    );
    await page.getByRole("heading", { name: "Ongeldige link" }).waitFor();
    await page.getByText(/meld u opnieuw aan via het formulier onderaan/).waitFor();
    await expectNoAxeViolations(page, "/nieuwsbrief/bevestigen (tampered)");
    expect(errors).toEqual([]);
    await context.close();
  });
});
