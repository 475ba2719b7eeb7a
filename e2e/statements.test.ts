import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
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

/** The outbox's yearly statement e-mails (not the receipts), by address. */
async function statementMails(page: Page): Promise<{ toAddress: string; subject: string }[]> {
  const outbox = await page.request.get(`${app.server.url}/api/admin/email`);
  expect(outbox.status()).toBe(200);
  const { emails } = (await outbox.json()) as {
    emails: { template: string; toAddress: string; subject: string }[];
  };
  return emails
    .filter((mail) => mail.template === "yearly-statement")
    .map(({ toAddress, subject }) => ({ toAddress, subject }))
    .sort((a, b) => a.toAddress.localeCompare(b.toAddress));
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
    // The year still runs: the page warns that later gifts will be missing.
    await page.getByText(`${year} is nog niet voorbij.`).waitFor();
    const send = page.getByRole("button", { name: "Jaaroverzichten versturen" });
    expect(await send.isDisabled()).toBe(true); // the preview comes first
    await page.getByText("Open eerst het voorbeeld; daarna kun je versturen.").waitFor();

    // The preview opens in a new tab at the link's address: that PDF is what the tab shows.
    const link = page.getByRole("link", { name: "Voorbeeld openen (PDF)" });
    const href = new URL((await link.getAttribute("href")) ?? "", app.server.url).href;
    expect(new URL(href).searchParams.get("year")).toBe(String(year));
    const preview = page.waitForEvent("popup");
    await link.click();
    const tab = await preview;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    const pdf = await page.request.get(tab.url());
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await tab.close();

    // Before sending, the outbox holds each donor's receipt but no statement yet.
    expect(await statementMails(page)).toEqual([]);
    await send.click();
    await expectToast(page, "Jaaroverzichten worden verstuurd");
    await page.getByRole("progressbar", { name: `Voortgang jaaroverzichten ${year}` }).waitFor();
    await page.getByText("3 van 3 verstuurd · klaar").waitFor({ timeout: 60_000 });
    expect(await send.isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}/statements-sent-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, "/admin/jaaroverzichten");

    // Each donor has exactly one statement e-mail in the outbox. The list does not show
    // attachments; statements.test.ts checks the PDF reference on the stored row.
    expect(await statementMails(page)).toEqual(
      ["amina", "bilal", "chaima"].map((name) => ({
        toAddress: `${name}@example.nl`,
        subject: `Uw jaaroverzicht giften ${year} van Stichting Qamar`,
      })),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
