import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { expectNoAxeViolations, expectToast, signUpInContext } from "./admin-support";
import { poll } from "./newsletter-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";

const RECIPIENTS = 50;
const emails = Array.from({ length: RECIPIENTS }, (_, i) => `lezer${i}@example.org`);
let sink: SmtpSink;
const app = appPerFile(async () => {
  sink = await startSmtpSink({ keepRaw: true });
  return {
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: sink.url,
    // Slow enough to watch the progress bar move.
    NEWSLETTER_RATE_PER_SECOND: "20",
  };
});
afterAll(async () => {
  await sink?.close();
});

/** The unsubscribe link in a received message's body, and its List-Unsubscribe URL. */
async function linksOf(to: string) {
  const message = sink.messages.find((m) => m.to === to)!;
  const mail = await simpleParser(message.raw!);
  const body = /href="([^"]*\/api\/unsubscribe\?[^"]*)"/
    .exec(String(mail.html))![1]!
    .replaceAll("&amp;", "&");
  const header = /<(http[^>]+)>/.exec(message.headers["list-unsubscribe"]!)![1]!;
  return { body, header };
}

describe("newsletter to 50 subscribers over SMTP", () => {
  it("imports, previews, sends with live progress; unsubscribe link and one-click work", async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signUpInContext(context, app.server.url, "beheerder@example.org");

    // Subscribers: CSV import with preview; the live list follows.
    await page.goto(`${app.server.url}/admin/subscribers`);
    await page.getByRole("button", { name: "CSV importeren" }).click();
    const csv = `email;naam\n${emails.map((e, i) => `${e};Lezer ${i}`).join("\n")}\n`;
    await page.locator('input[type="file"]').setInputFiles({
      name: "abonnees.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: `${RECIPIENTS} abonnees importeren` }).click();
    await expectToast(page, "Abonnees geïmporteerd");
    await page.getByRole("cell", { name: /^lezer49@example\.org/ }).waitFor();
    await expectNoAxeViolations(page, "/admin/subscribers");

    // A newsletter: recipient preview of the unsaved draft, then save.
    await page
      .getByRole("navigation", { name: "Beheer" })
      .getByRole("link", { name: "Nieuwsbrieven" })
      .click();
    await page.getByRole("button", { name: "Nieuwe nieuwsbrief" }).click();
    const form = page.getByRole("form", { name: "Nieuwe nieuwsbrief" });
    await form.getByLabel("Titel").fill("Winterhulp Gaza");
    await form.getByLabel("Onderwerp").fill("Nieuws over de winterhulp");
    await form
      .getByLabel("Inhoud")
      .fill("Beste lezer,\n\nDankzij u konden we 1000 gezinnen helpen.");
    await form.getByRole("button", { name: "Ontvangers bekijken" }).click();
    const recipients = page.getByRole("dialog", { name: "Ontvangers" });
    await recipients.getByText(`en ${RECIPIENTS - 5} meer`).waitFor();
    expect(await recipients.getByRole("listitem").count()).toBe(6);
    await page.keyboard.press("Escape");
    // A stray click beside the editor or an Escape loses nothing typed: Escape asks first
    // (answered 'Annuleren' here), a click outside does nothing.
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await form.getByLabel("Titel").focus();
    await page.keyboard.press("Escape");
    await page.mouse.click(4, 4);
    await expect
      .poll(() => asked)
      .toEqual(["Je wijzigingen zijn nog niet opgeslagen. Toch sluiten?"]);
    expect(await form.getByLabel("Titel").inputValue()).toBe("Winterhulp Gaza");
    await form.getByRole("button", { name: "Nieuwsbrief aanmaken" }).click();
    await expectToast(page, "Nieuwsbrief aangemaakt");
    const row = page.getByRole("listitem").filter({ hasText: "Winterhulp Gaza" });
    await row.getByText("Concept", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "/admin/newsletter");

    // Send: asked first, with the number of recipients; the button is off during the call
    // and for 3 s after; the bar reaches 100%.
    const send = row.getByRole("button", { name: /^Versturen/ });
    await send.click();
    const confirm = page.getByRole("dialog", { name: "Nieuwsbrief versturen" });
    await confirm.getByText(`Winterhulp Gaza gaat naar ${RECIPIENTS} ontvangers.`).waitFor();
    await expectNoAxeViolations(page, "/admin/newsletter (versturen)");
    expect(sink.messages).toHaveLength(0); // nothing on the first click
    await confirm.getByRole("button", { name: `Versturen naar ${RECIPIENTS} ontvangers` }).click();
    await expectToast(page, "Nieuwsbrief wordt verstuurd");
    await page.getByText(`naar ${RECIPIENTS} ontvangers`).first().waitFor();
    expect(
      await row
        .getByRole("button", { name: /versturen/i })
        .first()
        .isDisabled(),
    ).toBe(true);
    // Live: part sent, part still to go (20 a second, polled every second).
    await row
      .getByText(/^([1-9]|[1-9]\d)% · \d+ verstuurd · 0 mislukt · [1-9]\d* te gaan$/)
      .waitFor();
    await row.getByRole("progressbar").waitFor();
    await row.getByText("Bezig met versturen", { exact: true }).waitFor();
    await row.getByText(`100% · ${RECIPIENTS} verstuurd · 0 mislukt · 0 te gaan`).waitFor();
    await row.getByText("Verstuurd", { exact: true }).waitFor();
    await poll(
      async () => row.getByRole("button", { name: /^Opnieuw versturen/ }).isEnabled(),
      10_000,
    );

    // Exactly one message each, with both List-Unsubscribe headers.
    await poll(async () => sink.messages.length >= RECIPIENTS, 30_000);
    expect([...sink.counts().entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    for (const m of sink.messages) {
      expect(m.headers["list-unsubscribe"]).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?email=.+&token=[0-9a-f]{64}>, <mailto:.+>$/,
      );
      expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }

    // The link in a received message: the home page says 'Succesvol afgemeld'.
    const visitor = await openPage(app.browser);
    await visitor.page.goto((await linksOf("lezer7@example.org")).body);
    await visitor.page.waitForURL(`${app.server.url}/?unsubscribed=success`);
    await expectToast(visitor.page, "Succesvol afgemeld");
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // A mail app's one-click POST (RFC 8058) on the header URL.
    const oneClick = await fetch((await linksOf("lezer8@example.org")).header, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // A new subscriber: 'Opnieuw versturen' offers only those who have not received it
    // (the default) or everyone again.
    const added = await context.request.post(`${app.server.url}/api/admin/subscribers`, {
      headers: { origin: app.server.url },
      data: { email: "nieuw@example.org", name: "Nieuw" },
    });
    expect(added.status()).toBe(201);
    const resend = page.getByRole("dialog", { name: "Opnieuw versturen" });
    await row.getByRole("button", { name: /^Opnieuw versturen/ }).click();
    const onlyNew = resend.getByRole("radio", {
      name: /^Alleen wie hem nog niet ontving \(1 ontvanger\)/,
    });
    await onlyNew.waitFor();
    expect(await onlyNew.isChecked()).toBe(true);
    await resend.getByRole("radio", { name: /^Iedereen opnieuw \(49 ontvangers\)/ }).waitFor();
    await expectNoAxeViolations(page, "/admin/newsletter (opnieuw versturen)");
    await resend.getByRole("button", { name: "Versturen naar 1 ontvanger" }).click();
    await poll(async () => sink.messages.length >= RECIPIENTS + 1, 30_000);
    expect(sink.counts().get("nieuw@example.org")).toBe(1);
    await row.getByText("Verstuurd", { exact: true }).waitFor();

    // Everyone again leaves the two who unsubscribed out.
    await poll(
      async () => row.getByRole("button", { name: /^Opnieuw versturen/ }).isEnabled(),
      10_000,
    );
    await row.getByRole("button", { name: /^Opnieuw versturen/ }).click();
    await resend.getByRole("radio", { name: /^Iedereen opnieuw/ }).check();
    await resend
      .getByRole("button", { name: `Versturen naar ${RECIPIENTS - 1} ontvangers` })
      .click();
    await poll(async () => sink.messages.length >= 2 * RECIPIENTS, 30_000);
    const counts = sink.counts();
    expect(counts.get("lezer7@example.org")).toBe(1);
    expect(counts.get("lezer8@example.org")).toBe(1);
    expect(counts.get("lezer9@example.org")).toBe(2);
    expect(counts.get("nieuw@example.org")).toBe(2);
    expect(sink.messages).toHaveLength(2 * RECIPIENTS);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
