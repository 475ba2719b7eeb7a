import { describe, expect, it } from "vitest";
import {
  AWAITING_FIRST_ADMIN_LINK,
  PASSWORD_LINK_SENT,
  PASSWORD_LINK_UNUSABLE,
} from "@shared/auth";
import { authenticate, expectToast } from "./admin-support";
import { appWithMailSink } from "./support/app";
import { openPage } from "./support/browser";

const OWNER = "beheer@example.org";
const NEW_PASSWORD = "Nieuw!Wachtwoord2";
const app = appWithMailSink({ ADMIN_EMAILS: OWNER });

/** The link in the last e-mail to `to` whose subject matches, as the mailbox shows it. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const mail = app.sink.messages
      .filter((m) => JSON.stringify(m.to ?? "").includes(to) && subject.test(m.subject ?? ""))
      .at(-1);
    const link = mail?.text?.match(/https?:\/\/[^\s\])]+\/reset-password\/[^\s\])]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail '${subject}' reached ${to}`);
}

// One server, in order: the owner of the listed address becomes admin, then forgets the password.
describe("a password chosen through a mailed link", () => {
  it("makes the listed address admin only once its owner used the mailed link", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await authenticate(page, app.server.url, OWNER, "Registreren");
    await expectToast(page, "Account aangemaakt", AWAITING_FIRST_ADMIN_LINK);
    await page
      .getByRole("status")
      .getByText(`Je bent ingelogd als ${OWNER}. ${AWAITING_FIRST_ADMIN_LINK}`)
      .waitFor();

    await page.goto(await mailedLink(OWNER, /Bevestig uw adres als beheerder/));
    await page.waitForURL(/\/auth\?token=/);
    await page.getByRole("heading", { name: "Nieuw wachtwoord kiezen" }).waitFor();
    await page.getByLabel(/^Nieuw wachtwoord \*?$/).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expectToast(
      page,
      "Wachtwoord ingesteld",
      "Je nieuwe wachtwoord is ingesteld. Log ermee in.",
    );
    await page.waitForURL(`${app.server.url}/auth`);

    // The new password opens the admin area; the sign-up's session was ended.
    const panel = page.getByRole("tabpanel", { name: "Inloggen" });
    await panel.getByLabel("E-mailadres").fill(OWNER);
    await panel.getByLabel(/^Wachtwoord/).fill(NEW_PASSWORD);
    await panel.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(`${app.server.url}/admin/newsletter`);
    await page.getByRole("heading", { level: 1, name: "Nieuwsbrieven" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets an account choose a new password with 'Wachtwoord vergeten?', once per link", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await page.goto(`${app.server.url}/auth`);
    const panel = page.getByRole("tabpanel", { name: "Inloggen" });
    const toggle = panel.getByRole("button", { name: "Wachtwoord vergeten?" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const request = panel.getByRole("form", { name: "Link voor een nieuw wachtwoord" });
    await request.getByLabel("E-mailadres").fill(OWNER);
    await request.getByRole("button", { name: "Link versturen" }).click();
    await expectToast(page, "E-mail verstuurd", PASSWORD_LINK_SENT);
    await request.getByRole("status").getByText(PASSWORD_LINK_SENT).waitFor();

    const link = await mailedLink(OWNER, /Nieuw wachtwoord voor het beheer/);
    await page.goto(link);
    await page.getByLabel(/^Nieuw wachtwoord \*?$/).fill("zwak");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expectToast(page, "Wachtwoord te zwak");
    await page.getByLabel(/^Nieuw wachtwoord \*?$/).fill("Nog!Nieuwer3");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expectToast(page, "Wachtwoord ingesteld");
    await page.waitForURL(`${app.server.url}/auth`);

    // The same link a second time: the page says it can no longer be used.
    await page.goto(link);
    await page.waitForURL(/\/auth\?error=INVALID_TOKEN/);
    await page.getByRole("alert").getByText(PASSWORD_LINK_UNUSABLE).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
