import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { appWithMailSink } from "./support/app";

// The mail server refuses the foundation's own address at first (a full mailbox, a typo
// in its settings): the contact form's e-mail to it fails at once.
const FOUNDATION = "info@stichtingqamar.nl";
const refused = [FOUNDATION];
const app = appWithMailSink({ FOUNDATION_EMAIL: FOUNDATION }, refused);
const admin = adminPerFile(app);

describe("the admin's E-mail page", () => {
  it("sends a failed e-mail again with 'Opnieuw versturen'", async () => {
    const res = await fetch(`${app.server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Fatima el Amrani",
        email: "fatima@example.nl",
        message: "Ik wil graag meer weten over de waterputten.",
      }),
    });
    expect(res.status).toBe(201);

    const { page, errors, context } = await admin.page(1280);
    const row = page.getByRole("row").filter({ hasText: FOUNDATION });
    await expect
      .poll(
        async () => {
          await page.goto(`${app.server.url}/admin/email?status=failed`);
          await page.getByRole("heading", { name: "E-mail", level: 1 }).waitFor();
          return row.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await row.getByText("Mislukt", { exact: true }).waitFor();
    await row.getByText("Mailbox unavailable", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "/admin/email (mislukt)");

    // The cause is fixed; the admin sends it again.
    refused.length = 0;
    await row.getByRole("button", { name: /^Opnieuw versturen/ }).click();
    await expectToast(page, "E-mail staat weer in de wachtrij");
    await expect
      .poll(
        () =>
          app.sink.messages.filter((m) => m.to && JSON.stringify(m.to).includes(FOUNDATION)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    // Sent now: the row under 'Alle' says so, with no button left.
    await expect
      .poll(
        async () => {
          await page.goto(`${app.server.url}/admin/email`);
          await page.getByRole("heading", { name: "E-mail", level: 1 }).waitFor();
          return row.getByText("Verzonden", { exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await page.getByRole("button", { name: /^Opnieuw versturen/ }).count()).toBe(0);
    await expectNoAxeViolations(page, "/admin/email (verzonden na opnieuw versturen)");

    // A long address among them: on a 1280 px laptop the whole list still fits beside the
    // menu, 'Bekijken' in view.
    const long = "pieter.vandenberghoogeveen.lange-naam@example.org";
    const signup = await fetch(`${app.server.url}/api/newsletter/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: long }),
    });
    expect(signup.status).toBeLessThan(300);
    await page.goto(`${app.server.url}/admin/email`);
    await page.getByRole("row").filter({ hasText: long }).waitFor();
    const list = page.getByRole("table", { name: "E-mails" });
    expect(await list.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the page's own item of the navigation in view on a phone", async () => {
    const { page, errors, context } = await admin.page(375);
    for (const [path, label] of [
      ["/admin/email", "E-mail"],
      ["/admin/privacy", "Persoonsgegevens"],
    ]) {
      await page.goto(`${app.server.url}${path}`);
      const nav = page.getByRole("navigation", { name: "Beheer" });
      const current = nav.getByRole("link", { name: label, exact: true });
      await expect.poll(() => current.getAttribute("aria-current")).toBe("page");
      await expect
        .poll(async () => {
          const box = await current.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= 375;
        })
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
