import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { expectNoAxeViolations, expectToast, signUpInContext } from "./admin-support";
import { newsletterFields, poll } from "./newsletter-support";
import { launchBrowser, openPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Decision 050: a kill while messages are in flight leaves their rows claimed without
 * the server's answer. The restart flags them uncertain; the admin sees them and can
 * send them again. The state a kill leaves is made exactly here (a stopped server, two
 * rows still claimed), then the real restart, the real admin page and the real SMTP sink
 * do the rest.
 */
const emails = Array.from({ length: 6 }, (_, i) => `lezer${i}@example.org`);
const inDoubt = ["lezer2@example.org", "lezer5@example.org"];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-uncertain-"));
let server: RunningServer;
let browser: Browser;
let sink: SmtpSink;
const env = {
  DATA_DIR: dataDir,
  MAIL_TRANSPORT: "smtp",
  NEWSLETTER_RATE_PER_SECOND: "0",
};

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ ...env, SMTP_URL: sink.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("newsletter deliveries left uncertain by a crash", () => {
  it("are flagged after the restart and sent again only when the admin asks", async () => {
    const { context, page, errors } = await openPage(browser);
    await signUpInContext(context, server.url, "beheerder@example.org");
    const call = async (url: string, method: "POST" | "GET", data?: unknown, csv = false) => {
      const res = await context.request.fetch(url, {
        method,
        headers: { origin: new URL(url).origin, ...(csv ? { "content-type": "text/csv" } : {}) },
        data: data as string | undefined,
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    };
    const api = (p: string) => `${server.url}/api/admin${p}`;
    await call(api("/subscribers/import"), "POST", `email\n${emails.join("\n")}\n`, true);
    const { newsletter } = await call(api("/newsletters"), "POST", newsletterFields());
    await call(api(`/newsletters/${newsletter.id}/send`), "POST");
    await poll(async () => (await call(api(`/newsletters/${newsletter.id}/progress`), "GET")).done);
    await poll(async () => sink.messages.length === emails.length, 30_000);

    // The state a SIGKILL in flight leaves: the rows are claimed (a claim token, still
    // 'queued') without the server's 250.
    await server.stop("SIGTERM", { keepData: true });
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    await db.query(
      `update newsletter_deliveries set status = 'queued', accepted_at = null, sent_at = null,
              claim_token = gen_random_uuid(), lease_until = now() + interval '1 hour'
        where email = any($1)`,
      [inDoubt],
    );
    await db.close();
    server = await startServer({ ...env, SMTP_URL: sink.url });

    await page.goto(`${server.url}/admin/newsletter`);
    const row = page.getByRole("listitem").filter({ hasText: "Winterhulp Gaza" });
    await row.getByText("2 mogelijk niet afgeleverd (herstart)").waitFor();
    await row.getByText("100% · 6 verstuurd · 0 mislukt · 0 te gaan").waitFor();
    expect(sink.messages).toHaveLength(emails.length); // nothing was sent by itself

    await row.getByRole("button", { name: /^Onzekere opnieuw versturen/ }).click();
    const dialog = page.getByRole("dialog", { name: "Onzekere opnieuw versturen" });
    await dialog.getByText(/bij 2 adressen werd de verzending onderbroken/).waitFor();
    await expectNoAxeViolations(page, "/admin/newsletter (onzekere opnieuw versturen)");
    await dialog.getByRole("button", { name: "Opnieuw versturen" }).click();
    // The server answers at once with what it queued; the card follows the re-send.
    await expectToast(
      page,
      "Onzekere e-mails opnieuw verstuurd",
      "2 in de wachtrij; de voortgang staat bij de nieuwsbrief.",
    );
    await poll(async () => sink.messages.length === emails.length + 2, 30_000);
    await row.getByText("100% · 6 verstuurd · 0 mislukt · 0 te gaan").waitFor();
    const counts = sink.counts();
    expect(emails.map((e) => counts.get(e))).toEqual(
      emails.map((e) => (inDoubt.includes(e) ? 2 : 1)),
    );
    // The second copy carries the first one's Message-ID.
    for (const email of inDoubt) {
      const ids = sink.messages.filter((m) => m.to === email).map((m) => m.messageId);
      expect(ids[0]).toBeTruthy();
      expect(ids[1]).toBe(ids[0]);
    }
    await row.getByText("mogelijk niet afgeleverd").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
