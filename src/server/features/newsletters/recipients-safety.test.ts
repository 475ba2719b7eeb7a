import { afterEach, describe, expect, it } from "vitest";
import { parseCustomEmails } from "@shared/schemas/newsletter";
import { campaigns } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { allSettled, insertSubscribers, newsletterInput } from "./test-helpers";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";
import { adminClient } from "../../test/auth";
import { until } from "../../test/wait";

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

/** A paid ZAKAAT donation for each address as stored, and a draft to the ZAKAAT donors. */
async function zakatDonorsNewsletter(emails: string[]) {
  const { app } = await buildTestApp({ env: { NEWSLETTER_RATE_PER_SECOND: "0" } });
  const admin = await adminClient(app);
  for (const email of emails) {
    await app.services.database.query(
      `insert into donations (kind, purpose, amount_cents, status, provider, email, destination)
       values ('one-off', 'x', 1000, 'paid', 'demo', $1, 'ZAKAAT')`,
      [email],
    );
  }
  const n = (
    await admin.post(
      "/newsletters",
      newsletterInput({ project_filter: "specific_destination", destination_filter: "ZAKAAT" }),
    )
  ).body.newsletter;
  return { admin, n };
}

describe("parseCustomEmails", () => {
  it("splits on newlines, commas and semicolons, reads 'Naam <adres>', keeps single valid addresses", () => {
    expect(
      parseCustomEmails(
        "test@example.org;weg@example.org\nBeheer <stuk@example.org>, geen-adres, a@b, x y@z.nl",
      ),
    ).toEqual(["test@example.org", "weg@example.org", "stuk@example.org"]);
    expect(parseCustomEmails(null)).toEqual([]);
  });
});

describe("who a newsletter never reaches", () => {
  it("an unsubscribed or suppressed address hidden in a custom-list entry gets nothing", async () => {
    sink = await startSmtpSink();
    const { app } = await buildTestApp({
      env: { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url, NEWSLETTER_RATE_PER_SECOND: "0" },
    });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["weg@example.org"], false); // unsubscribed
    await insertSubscribers(app, ["stuk@example.org"]);
    await app.services.database.query(
      "insert into email_suppressions (email, reason) values ('stuk@example.org', '550 user unknown')",
    );
    const { body } = await admin.post(
      "/newsletters",
      newsletterInput({
        project_filter: "custom_email",
        custom_email: "test@example.org;weg@example.org\nBeheer <stuk@example.org>",
      }),
    );
    await admin.post(`/newsletters/${body.newsletter.id}/send`);
    await until(() => allSettled(app));
    expect(sink.messages.map((m) => m.to)).toEqual(["test@example.org"]);
  });

  it("'Mislukte opnieuw versturen' leaves out an address that unsubscribed after its delivery failed", async () => {
    let down = true;
    sink = await startSmtpSink({
      reject: (to) => (down && to === "lezer@example.org" ? 452 : null),
    });
    const { app } = await buildTestApp({
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: sink.url,
        NEWSLETTER_RATE_PER_SECOND: "0",
        NEWSLETTER_RETRY_DELAYS: "0.1",
        NEWSLETTER_RETRY_HOURS: "0",
      },
    });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["lezer@example.org", "ander@example.org"]);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    await until(() => allSettled(app));
    expect((await admin.get(`/newsletters/${id}/progress`)).body).toMatchObject({ failed: 1 });
    const list = (await admin.get("/subscribers")).body.subscribers;
    const lezer = list.find((s: { email: string }) => s.email === "lezer@example.org");
    await admin.patch(`/subscribers/${lezer.id}`, { subscribed: false });
    down = false;
    const retried = await admin.post(`/newsletters/${id}/retry-failed`, {});
    expect(retried.status).toBeLessThan(300);
    await until(() => allSettled(app));
    expect(sink.messages.map((m) => m.to)).toEqual(["ander@example.org"]);
  });

  it("a delivery waiting for its retry is stopped when the address unsubscribes or is suppressed", async () => {
    let down = true;
    sink = await startSmtpSink({
      reject: (to) => (down && to !== "ander@example.org" ? 452 : null),
    });
    const { app } = await buildTestApp({
      env: {
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: sink.url,
        NEWSLETTER_RATE_PER_SECOND: "0",
        NEWSLETTER_RETRY_DELAYS: "2",
        NEWSLETTER_RETRY_HOURS: "1",
      },
    });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["lezer@example.org", "stuk@example.org", "ander@example.org"]);
    const id = (await admin.post("/newsletters", newsletterInput())).body.newsletter.id;
    await admin.post(`/newsletters/${id}/send`);
    const db = app.services.database;
    const waiting = async () =>
      (
        await db.query<{ email: string }>(
          "select email from newsletter_deliveries where status = 'queued' and attempts > 0 and claim_token is null order by email",
        )
      ).rows.map((r) => r.email);
    await until(async () => (await waiting()).length === 2);

    const list = (await admin.get("/subscribers")).body.subscribers;
    const lezer = list.find((s: { email: string }) => s.email === "lezer@example.org");
    await admin.patch(`/subscribers/${lezer.id}`, { subscribed: false });
    await db.query(
      "insert into email_suppressions (email, reason) values ('Stuk@example.org', '550 5.1.1 User unknown')",
    );
    down = false;
    await until(() => allSettled(app));
    expect(sink.messages.map((m) => m.to)).toEqual(["ander@example.org"]);
    const { rows } = await db.query<{ email: string; status: string; last_error: string }>(
      "select email, status, last_error from newsletter_deliveries where email <> 'ander@example.org' order by email",
    );
    expect(rows).toEqual([
      { email: "lezer@example.org", status: "failed", last_error: "Afgemeld" },
      {
        email: "stuk@example.org",
        status: "failed",
        last_error: "Geblokkeerd: 550 5.1.1 User unknown",
      },
    ]);
  });

  it("leaves out a donor whose stored address breaks the site's e-mail rule", async () => {
    const { admin, n } = await zakatDonorsNewsletter(["jan@voorbeeld", "piet@voorbeeld.nl"]);
    const preview = await admin.get(`/newsletters/${n.id}/recipients`);
    expect(preview.body.first.map((r: { email: string }) => r.email)).toEqual([
      "piet@voorbeeld.nl",
    ]);
  });

  it("counts an address once before sending, however its donations spell it", async () => {
    const { admin, n } = await zakatDonorsNewsletter(["jan@example.org", "Jan@example.org "]);
    const preview = await admin.get(`/newsletters/${n.id}/recipients`);
    const counts = await admin.get(`/newsletters/${n.id}/send-counts`);
    const sent = await admin.post(`/newsletters/${n.id}/send`);
    expect(preview.body.total).toBe(1);
    expect(counts.body.everyone).toBe(1);
    expect(sent.body.totalRecipients).toBe(1);
  });
});

describe.each(engines)("donors of a project or of a destination on %s", (engine) => {
  it("reach only the paid donors of that project, or of that destination", async () => {
    const { app } = await buildTestApp({ engine, env: { NEWSLETTER_RATE_PER_SECOND: "0" } });
    const admin = await adminClient(app);
    const { db, query } = app.services.database;
    const project = { targetAmountCents: 1_000_000, destination: "winterhulp", isActive: true };
    const [a, b] = await db
      .insert(campaigns)
      .values([
        { ...project, title: "Winterhulp Gaza" },
        { ...project, title: "Winterhulp Syrië" },
      ])
      .returning();
    const donation = (email: string, status: string, destination: string, campaignId?: string) =>
      query(
        `insert into donations (kind, purpose, amount_cents, status, provider, email, destination, campaign_id)
         values ('one-off', 'x', 1000, $2, 'demo', $1, $3, $4)`,
        [email, status, destination, campaignId ?? null],
      );
    await donation("a@example.org", "paid", "winterhulp", a!.id);
    await donation("b@example.org", "paid", "winterhulp", b!.id);
    await donation("wacht@example.org", "pending", "winterhulp", a!.id);
    await donation("mislukt@example.org", "failed", "winterhulp", a!.id);
    await donation("los@example.org", "paid", "winterhulp"); // no project
    await donation("water@example.org", "paid", "water");

    /** Who a saved newsletter with `filter` reaches: its recipient preview, and its send. */
    const reached = async (filter: Record<string, string>) => {
      const n = (await admin.post("/newsletters", newsletterInput(filter))).body.newsletter;
      const preview = (await admin.get(`/newsletters/${n.id}/recipients`)).body;
      expect(preview.total).toBe(preview.first.length); // the whole list is in the preview
      expect((await admin.post(`/newsletters/${n.id}/send`)).status).toBe(202);
      const { rows } = await query<{ email: string }>(
        "select email from newsletter_deliveries where newsletter_id = $1 order by email",
        [n.id],
      );
      return {
        preview: preview.first.map((r: { email: string }) => r.email).sort(),
        sent: rows.map((r) => r.email),
      };
    };

    const onlyA = ["a@example.org"];
    expect(await reached({ project_filter: "specific_project", project_id: a!.id })).toEqual({
      preview: onlyA,
      sent: onlyA,
    });
    const winterhulp = ["a@example.org", "b@example.org", "los@example.org"];
    expect(
      await reached({ project_filter: "specific_destination", destination_filter: "winterhulp" }),
    ).toEqual({ preview: winterhulp, sent: winterhulp });
  });
});
