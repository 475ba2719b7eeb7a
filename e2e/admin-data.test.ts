import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, startOneOffDonation } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";
import { adminNav } from "@web/features/admin/nav";

const adminNavPaths = adminNav.map((item) => item.to);

/** A 1x1 transparent PNG. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const app = appPerFile();
const admin = adminPerFile(app);
const adminPage = (width?: number) => admin.page(width);
const donate = (amount: number | string, name: string) =>
  startOneOffDonation(app.server.url, { amount, name });

describe("the admin's data", () => {
  it("shows a campaign edited in the admin on an open home page without a reload", async () => {
    const home = await openPage(app.browser);
    const events = home.page.waitForResponse((r) => r.url().endsWith("/api/campaigns/events"));
    await home.page.goto(`${app.server.url}/`);
    const banner = home.page.getByTestId("campaign-banner");
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole("heading", { name: "Winterhulp Gaza 2025" }).waitFor();
    await events; // the live stream is open
    await home.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const admin = await adminPage();
    await admin.page.goto(`${app.server.url}/admin/campaigns`);
    await admin.page.getByRole("button", { name: /^Bewerken\W+Winterhulp Gaza 2025$/ }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Campagne bewerken" });
    await dialog.getByLabel("Titel").fill("Winterhulp Gaza: nog 10 dagen");
    await dialog.getByLabel("Opgehaald (€)").fill("45000");
    await dialog.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await admin.page.getByText("Campagne bijgewerkt").waitFor();

    await banner.getByRole("heading", { name: "Winterhulp Gaza: nog 10 dagen" }).waitFor();
    await expect
      .poll(() => banner.getByTestId("campaign-raised").textContent())
      .toContain("45.000");
    expect(
      await home.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    expect(home.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await home.context.close();
    await admin.context.close();
  });

  it("fills a campaign's image by upload and saves it", async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${app.server.url}/admin/campaigns`);
    await page.getByRole("button", { name: "Nieuwe campagne" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe campagne" });
    await dialog.getByLabel("Titel").fill("Waterputten");
    await dialog.getByLabel("Doelbedrag (€)").fill("7500");
    await dialog.locator("input[type=file]").setInputFiles({
      name: "put.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1X1, "base64"),
    });
    const image = dialog.getByLabel("Afbeelding (URL)");
    await expect.poll(() => image.inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+/);
    const url = await image.inputValue();
    await dialog.getByRole("button", { name: "Campagne aanmaken" }).click();
    await page.getByText("Campagne aangemaakt").waitFor();
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/png");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the filtered donations as CSV with the right columns and amounts", async () => {
    await donate(25, "Yusuf Bakker");
    await donate("1250.50", "Fatima de Vries");
    const { page, errors, context } = await adminPage();
    await page.goto(`${app.server.url}/admin/donations`);
    await page.getByLabel("Bestemming").selectOption("water");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await page.waitForURL(/destination=water/);
    // Both are still pending: counted under 'In afwachting', not in the paid total.
    await page.getByText("€ 1.275,50").first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV downloaden" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donaties-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { data } = Papa.parse<string[]>(bytes.toString("utf8").slice(1), {
      delimiter: ";",
      skipEmptyLines: true,
    });
    expect(data[0]?.slice(0, 8)).toEqual([
      "Datum",
      "Soort",
      "Bestemming",
      "Omschrijving",
      "Bedrag (EUR)",
      "Status",
      "Naam",
      "E-mailadres",
    ]);
    const rows = data.slice(1).map((r) => [r[1], r[2], r[4], r[5], r[6]]);
    expect(rows).toEqual([
      ["Eenmalig", "water", "1250,50", "In afwachting", "Fatima de Vries"],
      ["Eenmalig", "water", "25,00", "In afwachting", "Yusuf Bakker"],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows paid donations as the total, other statuses apart, a company by its name", async () => {
    const postJson = async (url: string, body: unknown) => {
      const res = await fetch(`${app.server.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.server.url },
        body: JSON.stringify(body),
      });
      expect(res.status, url).toBeLessThan(300);
      return res.json();
    };
    const zakat = await postJson("/api/donations", {
      kind: "zakat",
      amount: "316.75",
      donorType: "company",
      firstName: "Jan",
      lastName: "Jansen",
      email: "boekhouding@bakkerij.example",
      companyName: "Bakkerij Yilmaz BV",
    });
    const water = await postJson("/api/donations", {
      kind: "one-off",
      name: "Khadija Amrani",
      email: "khadija@example.nl",
      destination: "gezondheidszorg",
      amount: 40,
      message: "",
    });
    const stopped = await postJson("/api/donations", {
      kind: "one-off",
      name: "Omar Haddad",
      email: "omar@example.nl",
      destination: "gezondheidszorg",
      amount: 15,
      message: "",
    });
    await postJson("/api/donations", {
      kind: "one-off",
      name: "Ilias Amrani",
      email: "ilias@example.nl",
      destination: "gezondheidszorg",
      amount: 20,
      message: "",
    });
    await postJson("/api/payments/demo/webhook", { id: zakat.donationId, status: "paid" });
    await postJson("/api/payments/demo/webhook", { id: water.donationId, status: "paid" });
    await postJson("/api/payments/demo/webhook", { id: stopped.donationId, status: "cancelled" });

    for (const width of [1280, 375]) {
      const { page, errors, context } = await adminPage(width);
      await page.goto(`${app.server.url}/admin/donations`);
      const zakatRow = page.getByRole("row").filter({ hasText: "Zakaat - " });
      await zakatRow.getByText("Bakkerij Yilmaz BV", { exact: true }).waitFor();
      await zakatRow.getByText("Jan Jansen", { exact: true }).waitFor();

      await page.goto(`${app.server.url}/admin/donations?destination=gezondheidszorg`);
      const totals = page.locator("dl").first();
      const paid = totals
        .locator("div")
        .filter({ has: page.getByText("Betaald", { exact: true }) });
      // Only the paid 40: the pending 20 and the cancelled 15 are not added to it.
      await paid.getByText("€ 40,00", { exact: true }).waitFor();
      await paid.getByText("1 betaalde donatie", { exact: true }).waitFor();
      const unpaid = totals
        .locator("div")
        .filter({ has: page.getByText("Niet betaald (niet in het totaal)") });
      const row = (label: string) => unpaid.getByRole("listitem").filter({ hasText: label });
      expect(await row("In afwachting").innerText()).toMatch(/In afwachting\s*\(1\)\s*€\s20,00/);
      expect(await row("Geannuleerd").innerText()).toMatch(/Geannuleerd\s*\(1\)\s*€\s15,00/);
      expect(await unpaid.getByRole("listitem").count()).toBe(2);
      await page.getByRole("figure", { name: /Betaalde donaties per week/ }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps every admin page within a 375 px screen; a list shows its rows as cards there", async () => {
    // Rows in every table, so the action buttons and their hidden labels are there.
    await fetch(`${app.server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.server.url },
      body: JSON.stringify({
        name: "Sara Bakker",
        email: "sara@example.nl",
        phone: "",
        message: "Ik wil graag meer weten over de waterputten.",
        website: "",
      }),
    }).then((r) => expect(r.status).toBe(201));
    await fetch(`${app.server.url}/api/volunteers`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.server.url },
      body: JSON.stringify({
        name: "Bilal de Boer",
        email: "bilal@example.nl",
        phone: "",
        organization: "",
        motivation: "Ik help graag bij het inpakken van voedselpakketten.",
      }),
    }).then((r) => expect(r.status).toBe(201));
    const { page, errors, context } = await adminPage(375);
    const widths: Record<string, number> = {};
    for (const item of adminNavPaths) {
      await page.goto(`${app.server.url}${item}`);
      await page.locator("main h1").waitFor();
      await page.locator("[aria-busy=true]").waitFor({ state: "detached" });
      await page.waitForLoadState("networkidle");
      widths[item] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(adminNavPaths.map((p) => [p, 375])));
    // On a phone a list shows each row as a card: every cell under its column's name,
    // the row's action in view, nothing to scroll sideways.
    await page.goto(`${app.server.url}/admin/messages`);
    const box = page.getByRole("region", { name: "Berichten" });
    await box.waitFor();
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const labels = await box
      .locator("td")
      .evaluateAll((cells) => cells.map((td) => getComputedStyle(td, "::before").content));
    expect(labels).toEqual(['"Ontvangen"', '"Afzender"', '"Bericht"', '"Status"', '"Actie"']);
    const done = await box.getByRole("button", { name: /^Afgehandeld/ }).boundingBox();
    expect(done!.x + done!.width).toBeLessThanOrEqual(375);
    // On a laptop the same list is a table again, its column names in its header.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await box.locator("thead").evaluate((el) => getComputedStyle(el).display)).toBe(
      "table-header-group",
    );
    expect(
      await box
        .locator("td")
        .first()
        .evaluate((td) => getComputedStyle(td, "::before").content),
    ).toBe("none");
    expect(errors).toEqual([]);
    await context.close();
  });

  // Twenty-odd pages with a full axe run each: more time than the default 60 s.
  it.each([1280, 375])(
    "has no axe violations on /auth and on every admin page at %i px",
    async (width) => {
      const pages = [
        ["newsletter", "Nieuwsbrieven"],
        ["subscribers", "Abonnees"],
        ["campaigns", "Campagnes"],
        ["donations", "Donaties"],
        ["monthly-donors", "Maanddonateurs"],
        ["periodic-gifts", "Periodieke giften"],
        ["messages", "Berichten"],
        ["volunteers", "Vrijwilligers"],
        ["email", "E-mail"],
        ["settings", "Instellingen"],
        ["users", "Gebruikers"],
      ];
      {
        const anonymous = await openPage(app.browser, { width });
        await anonymous.page.goto(`${app.server.url}/auth`);
        await anonymous.page.getByRole("tab", { name: "Registreren" }).waitFor();
        await expectNoAxeViolations(anonymous.page, `/auth ${width}`);
        await anonymous.context.close();

        const { page, errors, context } = await adminPage(width);
        for (const [path, title] of pages) {
          await page.goto(`${app.server.url}/admin/${path}`);
          await page.getByRole("heading", { level: 1, name: title }).waitFor();
          await page.locator("[aria-busy=true]").waitFor({ state: "detached" });
          await expectNoAxeViolations(page, `/admin/${path} ${width}`);
        }
        await page.goto(`${app.server.url}/admin/campaigns`);
        await page.getByRole("button", { name: "Nieuwe campagne" }).click();
        await page.getByRole("dialog").waitFor();
        // The dialog fades in: measure contrast once it is fully opaque.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== "running"),
        );
        await expectNoAxeViolations(page, `campaign dialog ${width}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    240_000,
  );
});
