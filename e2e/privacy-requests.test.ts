import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminPerFile,
  expectNoAxeViolations,
  expectToast,
  startOneOffDonation,
} from "./admin-support";
import { appPerFile } from "./support/app";

const app = appPerFile(async () => ({ RATE_LIMIT_PER_MINUTE: "1000" }));
const admin = adminPerFile(app);
const SARA = "sarabakker@example.nl";

async function post(url: string, body: object) {
  const res = await fetch(`${app.server.url}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.server.url },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
}

/** Sara gives, writes and signs up as a volunteer; Omar gives too. */
async function seed() {
  await startOneOffDonation(app.server.url, { name: "Sara Bakker", amount: "25" });
  await startOneOffDonation(app.server.url, { name: "Omar", amount: "10" });
  await post("/api/contact", {
    name: "Sara Bakker",
    email: SARA,
    phone: "",
    message: "Ik wil graag meer weten over de waterputten.",
    website: "",
  });
  await post("/api/volunteers", {
    name: "Sara Bakker",
    email: SARA,
    phone: "",
    organization: "",
    motivation: "Ik help graag bij het inpakken van voedselpakketten.",
  });
}

describe("privacy requests in the browser", () => {
  it("the admin searches an address, downloads it as JSON and erases it after confirming", async () => {
    await seed();
    const { page, errors, context } = await admin.page(1280);
    await page.goto(`${app.server.url}/admin/privacy`);
    await page.getByRole("heading", { name: "Persoonsgegevens", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "/admin/privacy (leeg)");
    await page.getByLabel("E-mailadres").fill(SARA);
    await page.getByRole("button", { name: "Zoeken" }).click();
    const results = page.getByRole("region", { name: new RegExp(`van ${SARA}`) });
    await results.getByRole("heading", { name: /^Donaties/ }).waitFor();
    await results.getByRole("heading", { name: /^Contactberichten/ }).waitFor();
    await results.getByRole("heading", { name: /^Aanmeldingen als vrijwilliger/ }).waitFor();
    await results
      .getByText(/Donaties blijven zeven jaar bewaard voor de Belastingdienst/)
      .waitFor();
    await expectNoAxeViolations(page, "/admin/privacy (gevonden)");
    await page.screenshot({
      path: path.join(os.tmpdir(), "qamar-privacy-1280.png"),
      fullPage: true,
    });

    const download = page.waitForEvent("download");
    await results.getByRole("link", { name: /Downloaden/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^persoonsgegevens-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readStream(await file.createReadStream())) as {
      tables: { table: string; records: { email?: string; name?: string }[] }[];
    };
    const donations = exported.tables.find((t) => t.table === "donations")!.records;
    expect(donations.map((d) => d.name)).toEqual(["Sara Bakker"]);
    expect(JSON.stringify(exported)).not.toContain("omar@example.nl");

    await results.getByRole("button", { name: "Gegevens wissen" }).click();
    const dialog = page.getByRole("dialog", { name: `Gegevens van ${SARA} wissen?` });
    await dialog.getByText("Blijft bewaard").waitFor();
    await expectNoAxeViolations(page, "/admin/privacy (bevestigen)");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(os.tmpdir(), "qamar-privacy-dialog-375.png") });
    // Cancelling erases nothing.
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.screenshot({
      path: path.join(os.tmpdir(), "qamar-privacy-375.png"),
      fullPage: true,
    });
    await results.getByRole("button", { name: "Gegevens wissen" }).click();
    await dialog.getByRole("button", { name: "Definitief wissen" }).click();
    await expectToast(page, "Gegevens gewist");
    await page.getByRole("heading", { name: "Geen gegevens gevonden" }).waitFor();

    const other = await page.request.get(
      `${app.server.url}/api/admin/privacy?email=omar@example.nl`,
    );
    const found = (await other.json()) as { tables: { table: string; records: unknown[] }[] };
    expect(found.tables.find((t) => t.table === "donations")!.records).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an address that is not one gets the Dutch message under the field", async () => {
    const { page, errors, context } = await admin.page(375);
    await page.goto(`${app.server.url}/admin/privacy?email=geen-adres`);
    await page.getByText("Ongeldig e-mailadres").waitFor();
    // Typed and searched: the same message, not the browser's own (in its language).
    await page.goto(`${app.server.url}/admin/privacy`);
    await page.getByLabel("E-mailadres").fill("ook-geen-adres");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await page.getByText("Ongeldig e-mailadres").waitFor();
    expect(await page.getByLabel("E-mailadres").getAttribute("aria-invalid")).toBe("true");
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text;
}
