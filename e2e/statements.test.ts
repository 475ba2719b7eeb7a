import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { appPerFile } from "./support/app";

const app = appPerFile(async () => ({ RATE_LIMIT_PER_MINUTE: "1000" }));
const admin = adminPerFile(app);
const year = new Date().getFullYear();

/** A one-off donation through the API, paid at the demo checkout (today, this year). */
async function paidDonation(name: string, amount: string): Promise<void> {
  const base = app.server.url;
  const started = await fetch(`${base}/api/donations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "one-off",
      name,
      email: `${name.toLowerCase()}@example.nl`,
      destination: "water",
      amount,
      message: "",
    }),
  });
  expect(started.status).toBe(201);
  const { donationId } = (await started.json()) as { donationId: string };
  const paid = await fetch(`${base}/api/payments/demo/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: donationId, status: "paid" }),
  });
  expect(paid.status).toBe(200);
}

describe("Jaaroverzichten in the browser", () => {
  it("the admin looks at one statement, sends them all and sees the progress", async () => {
    for (const [name, amount] of [
      ["Amina", "25"],
      ["Bilal", "40"],
      ["Chaima", "12,50"],
    ] as const) {
      await paidDonation(name, amount);
    }
    const shots = path.join(os.tmpdir(), "qamar-statements");
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1280]) {
      const { page, context } = await admin.page(width);
      await page.goto(`${app.server.url}/admin/statements?jaar=${year}`);
      await page.getByRole("heading", { name: "Jaaroverzichten", level: 1 }).waitFor();
      await page.getByText(`3 donateurs hadden betaalde giften in ${year}.`).waitFor();
      await page.screenshot({ path: `${shots}/statements-${width}.png`, fullPage: true });
      await context.close();
    }

    const { page, errors, context } = await admin.page(1280);
    await page.goto(`${app.server.url}/admin/statements?jaar=${year}`);
    await page.getByText("0 van 3 verstuurd").waitFor();
    const send = page.getByRole("button", { name: "Jaaroverzichten versturen" });
    expect(await send.isDisabled()).toBe(true); // the preview comes first

    const preview = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Voorbeeld openen (PDF)" }).click();
    const tab = await preview;
    await tab.waitForLoadState();
    const pdf = await page.request.get(
      `${app.server.url}/api/admin/statements/preview?year=${year}`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await tab.close();

    await send.click();
    await expectToast(page, "Jaaroverzichten worden verstuurd");
    await page.getByRole("progressbar", { name: `Voortgang jaaroverzichten ${year}` }).waitFor();
    await page.getByText("3 van 3 verstuurd · klaar").waitFor({ timeout: 60_000 });
    expect(await send.isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}/statements-sent-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, "/admin/jaaroverzichten");

    // Each donor has one statement e-mail with the PDF attached, in the outbox.
    const outbox = await page.request.get(`${app.server.url}/api/admin/email`);
    const rows = JSON.stringify(await outbox.json());
    for (const name of ["amina", "bilal", "chaima"]) {
      expect(rows.split(`"${name}@example.nl"`).length - 1).toBeGreaterThanOrEqual(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
