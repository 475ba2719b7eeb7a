import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfText } from "../src/server/documents/pdf-text";
import { adminPerFile, expectNoAxeViolations, expectToast } from "./admin-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const app = appPerFile({ RATE_LIMIT_PER_MINUTE: "1000" });
const admin = adminPerFile(app);
const DONOR = "yusuf@example.nl";

async function postJson(url: string, body: object): Promise<Response> {
  const res = await fetch(`${app.server.url}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res;
}

/**
 * A paid one-off gift, a monthly gift and a periodic gift agreement of the donor, as the
 * forms and payment leave them.
 */
async function donorWithGifts(): Promise<void> {
  const started = await postJson("/api/donations", {
    kind: "one-off",
    name: "Yusuf Bakker",
    email: DONOR,
    destination: "water",
    amount: "42,50",
    message: "",
  });
  const { donationId } = (await started.json()) as { donationId: string };
  await postJson("/api/payments/demo/webhook", { id: donationId, status: "paid" });
  await postJson("/api/monthly-donors", {
    firstName: "Yusuf",
    lastName: "Bakker",
    email: DONOR,
    iban: "NL91ABNA0417164300",
    amount: "15",
    mandateAccepted: true,
  });
  await postJson("/api/periodic-gifts", {
    yearlyAmount: "600",
    startYear: new Date().getFullYear(),
    durationYears: 5,
    rhythm: "yearly",
    paymentMethod: "transfer",
    iban: "",
    endsOnIncapacity: false,
    firstName: "Yusuf",
    lastName: "Bakker",
    street: "Kerkstraat 12",
    postalCode: "1234ab",
    city: "Utrecht",
    email: DONOR,
    birthDate: "1980-04-02",
    birthPlace: "Rotterdam",
  });
}

/** The sign-in link of the last 'Mijn giften' e-mail to `to`, read from the outbox. */
async function mailedLink(to: string): Promise<string> {
  const { context } = await admin.page();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  const list = await fetch(`${app.server.url}/api/admin/email?status=`, { headers: { cookie } });
  const { emails } = (await list.json()) as {
    emails: { id: string; toAddress: string; template: string }[];
  };
  const mail = emails.find((e) => e.toAddress === to && e.template === "donor-sign-in");
  expect(mail, `a Mijn giften e-mail to ${to}`).toBeDefined();
  const full = await fetch(`${app.server.url}/api/admin/email/${mail!.id}`, {
    headers: { cookie },
  });
  const text = ((await full.json()) as { email: { text: string } }).email.text;
  return text.match(/https?:\/\/[^\s\])]+\/mijn-giften\?[^\s\])]+/)![0];
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(os.tmpdir(), `qamar-mijn-giften-${name}.png`),
    fullPage: true,
  });

describe("Mijn giften in the browser", () => {
  it("request a link, open it, see the gifts, download the statement, stop the monthly gift", async () => {
    await donorWithGifts();
    const { page, errors, context } = await openPage(app.browser, {
      width: 375,
      // Logged by the browser: the used link's refusal (400).
      allow: [/status of 400/],
    });
    await page.goto(`${app.server.url}/mijn-giften`);
    await page.getByRole("heading", { name: "Mijn giften", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "/mijn-giften");
    await shot(page, "request-375");
    await page
      .getByRole("main")
      .getByLabel(/^E-mailadres/)
      .fill(DONOR);
    await page.getByRole("button", { name: "Stuur mij een link" }).click();
    await expectToast(page, "Aanvraag ontvangen");
    await page
      .getByRole("status")
      .getByText(/^Als er giften bij dit adres horen/)
      .waitFor();

    const link = (await mailedLink(DONOR)).replace(/^https?:\/\/[^/]+/, app.server.url);
    await page.goto(link);
    await page.getByText(`Ingelogd als ${DONOR}`).waitFor();
    expect(new URL(page.url()).search).toBe("");
    const gifts = page.getByRole("table", { name: "Uw giften" });
    await gifts
      .getByRole("row")
      .filter({ hasText: /€\s42,50/ })
      .getByText("Water")
      .waitFor();
    await page
      .getByText(/^QAMAR-\d{4}-\d{6}$/)
      .or(page.getByText(/Maandelijkse gift QAMAR/))
      .first()
      .waitFor();
    const periodic = page.getByRole("region", { name: "Periodieke giften" });
    await periodic.getByText("Verzonden ter ondertekening").waitFor();
    await periodic.getByText(/€\s600,00/).waitFor();
    await expectNoAxeViolations(page, "/mijn-giften (ingelogd)");
    await shot(page, "overview-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "overview-1280");

    // The yearly statement of this year, as a PDF with the gift on it.
    const year = new Date().getFullYear();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: `Jaaroverzicht ${year} (PDF)` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readAll(await file.createReadStream());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain(`Jaaroverzicht giften ${year}`);
    expect(text).toMatch(/€\s?42,50/);

    // The periodic gift agreement, as a PDF with its transaction number.
    const agreementDownload = page.waitForEvent("download");
    await periodic.getByRole("link", { name: /^Overeenkomst \(PDF\)/ }).click();
    const agreement = await agreementDownload;
    const number = agreement.suggestedFilename().match(/(PG-\d{4}-\d{6})\.pdf$/)?.[1];
    expect(number).toBeDefined();
    expect(await pdfText(await readAll(await agreement.createReadStream()))).toContain(number);
    await periodic.getByRole("heading", { name: `Periodieke gift ${number}` }).waitFor();

    // Stop the monthly gift.
    await page.getByRole("button", { name: "Stoppen" }).click();
    await page.getByRole("button", { name: "Ja, stoppen" }).click();
    await expectToast(page, "Gelukt");
    await page.getByText("Gestopt", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Pauzeren" }).count()).toBe(0);

    // Signed out, the used link shows a Dutch message and the way to ask a new one.
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expectToast(page, "Uitgelogd");
    await page.goto(link);
    await page
      .getByRole("alert")
      .getByText(/^Deze link is verlopen, al gebruikt of ongeldig/)
      .waitFor();
    await page.getByRole("button", { name: "Stuur mij een link" }).waitFor();
    await expectNoAxeViolations(page, "/mijn-giften (link gebruikt)");
    await shot(page, "used-link-1280");
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
