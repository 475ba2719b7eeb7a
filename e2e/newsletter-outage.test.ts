import { afterAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { expectNoAxeViolations, signUpInContext } from "./admin-support";
import { newsletterFields, poll } from "./newsletter-support";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";
import { freePort } from "./support/server";

/**
 * While the SMTP server cannot be reached, the admin sees it, live: the header of every
 * admin page and the newsletter's card say since when and when the next attempt is.
 * When the server is back, the messages go out once each and the notice goes away.
 */
const emails = Array.from({ length: 8 }, (_, i) => `lezer${i}@example.org`);
let sink: SmtpSink | undefined;
let smtpPort = 0;

const app = appPerFile(async () => {
  smtpPort = await freePort(); // nothing listens there yet: connections are refused
  return {
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_RATE_PER_SECOND: "0",
    NEWSLETTER_RETRY_DELAYS: "2",
  };
});
afterAll(async () => {
  await sink?.close();
});

const notice = /^Mailserver onbereikbaar sinds \d\d:\d\d – nieuwe poging om \d\d:\d\d/;

describe("newsletter while the mail server is down", () => {
  it("says so in the admin header and on the card, live, and sends once it is back", async () => {
    const { context, page, errors } = await openPage(app.browser);
    await signUpInContext(context, app.server.url, "beheerder@example.org");
    const api = (p: string) => `${app.server.url}/api/admin${p}`;
    const headers = { origin: app.server.url };
    await context.request.post(api("/subscribers/import"), {
      headers: { ...headers, "content-type": "text/csv" },
      data: `email\n${emails.join("\n")}\n`,
    });
    const created = await context.request.post(api("/newsletters"), {
      headers,
      data: newsletterFields(),
    });
    const { newsletter } = (await created.json()) as { newsletter: { id: string } };

    await page.goto(`${app.server.url}/admin/newsletter`);
    const row = page.getByRole("listitem").filter({ hasText: "Winterhulp Gaza" });
    await row.getByRole("button", { name: /^Versturen/ }).click();
    await page
      .getByRole("dialog", { name: "Nieuwsbrief versturen" })
      .getByRole("button", { name: `Versturen naar ${emails.length} ontvangers` })
      .click();

    // Live, without a reload: the header notice and the card's line.
    await page.getByRole("status").filter({ hasText: notice }).waitFor();
    await row.getByText(notice).waitFor();
    await row.getByText("Bezig met versturen", { exact: true }).waitFor();
    await expectNoAxeViolations(page, "/admin/newsletter (mailserver onbereikbaar)");
    // The header says it on the other admin pages too.
    const other = await context.newPage();
    await other.goto(`${app.server.url}/admin/subscribers`);
    await other.getByRole("status").filter({ hasText: notice }).waitFor();
    const status = await context.request.get(api("/newsletters/mail-status"));
    expect(((await status.json()) as { outage: unknown }).outage).not.toBeNull();

    // The server comes back: everything goes out once, the notices go away.
    sink = await startSmtpSink({ port: smtpPort });
    await poll(async () => sink!.messages.length >= emails.length, 60_000);
    await page.getByRole("status").filter({ hasText: notice }).waitFor({ state: "detached" });
    await other.getByRole("status").filter({ hasText: notice }).waitFor({ state: "detached" });
    await row.getByText("Verstuurd", { exact: true }).waitFor();
    expect([...sink.counts().entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    const progress = await context.request.get(api(`/newsletters/${newsletter.id}/progress`));
    expect(await progress.json()).toMatchObject({ sent: emails.length, failed: 0, outage: null });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
