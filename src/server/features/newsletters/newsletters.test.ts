import pg from "pg";
import { describe, expect, it } from "vitest";
import { campaigns, newsletters } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { insertSubscribers, newsletterInput } from "./test-helpers";
import { adminClient } from "../../test/auth";
import { until } from "../../test/wait";

const fast = { NEWSLETTER_RATE_PER_SECOND: "0" };

describe.each(engines)("newsletters on %s (outbox transport)", (engine) => {
  it("counts an address waiting for a retry in the resend's confirmation, as the resend takes it along", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["klaar@example.org", "wacht@example.org"]);
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    await admin.post(`/newsletters/${n.id}/send`);
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    await app.services.database.query(
      `update newsletter_deliveries set status = 'queued', sent_at = null, attempts = 1,
              not_before = now() + interval '1 hour' where email = 'wacht@example.org'`,
    );
    // The recipients are narrowed to an address that has it: the waiting one still counts.
    const narrowed = {
      ...newsletterInput(),
      project_filter: "custom_email",
      custom_email: "klaar@example.org",
    };
    expect((await admin.put(`/newsletters/${n.id}`, narrowed)).status).toBe(200);
    expect((await admin.get(`/newsletters/${n.id}/send-counts`)).body).toEqual({
      everyone: 2,
      not_received: 1,
    });
    const resent = await admin.post(`/newsletters/${n.id}/resend`, { mode: "not_received" });
    expect(resent.body).toMatchObject({ batch: 2, totalRecipients: 1 });
  });

  it("refuses a resend while a message of the last send is on its way, moving nothing", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const { database } = app.services;
    await insertSubscribers(app, [
      "onderweg@example.org",
      "wacht@example.org",
      "klaar@example.org",
    ]);
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    await admin.post(`/newsletters/${n.id}/send`);
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    // One message held by a worker (claimed, its answer not in yet), one waiting for a retry.
    await database.query(
      `update newsletter_deliveries set status = 'queued', sent_at = null, claim_token = gen_random_uuid(),
              lease_until = now() + interval '1 hour' where email = 'onderweg@example.org'`,
    );
    await database.query(
      `update newsletter_deliveries set status = 'queued', sent_at = null, attempts = 1,
              not_before = now() + interval '1 hour' where email = 'wacht@example.org'`,
    );
    await insertSubscribers(app, ["nieuw@example.org"]);
    for (const mode of ["not_received", "everyone"]) {
      expect(await admin.post(`/newsletters/${n.id}/resend`, { mode })).toMatchObject({
        status: 409,
        body: { message: "Deze nieuwsbrief wordt nog verstuurd." },
      });
    }
    // Rolled back: the waiting row stays in its batch, and no row was added.
    const { rows } = await database.query<{ email: string; batch: number }>(
      "select email, batch from newsletter_deliveries where newsletter_id = $1 order by email",
      [n.id],
    );
    expect(rows).toEqual([
      { email: "klaar@example.org", batch: 1 },
      { email: "onderweg@example.org", batch: 1 },
      { email: "wacht@example.org", batch: 1 },
    ]);
  });

  it("creates, previews recipients, sends once per address and stores each in the outbox", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const emails = Array.from({ length: 10 }, (_, i) => `lezer${i}@example.org`);
    await insertSubscribers(app, emails);
    await insertSubscribers(app, ["afgemeld@example.org"], false);

    const created = await admin.post("/newsletters", newsletterInput({ image_url: "  " }));
    expect(created.status).toBe(201);
    const n = created.body.newsletter;
    expect(n).toMatchObject({
      status: "draft",
      image_url: null,
      video_url: null,
      project_id: null,
    });

    const preview = await admin.get(`/newsletters/${n.id}/recipients`);
    expect(preview.body.total).toBe(10);
    expect(preview.body.first).toHaveLength(5);

    const sent = await admin.post(`/newsletters/${n.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ totalRecipients: 10, batch: 1 });
    expect(sent.body.message).toContain("10 ontvangers");

    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    const progress = (await admin.get(`/newsletters/${n.id}/progress`)).body;
    expect(progress).toMatchObject({ total: 10, sent: 10, failed: 0, remaining: 0 });

    const { rows } = await app.services.database.query<{
      to_address: string;
      headers: Record<string, string>;
      html: string;
      status: string;
    }>(
      "select to_address, headers, html, status from outbound_emails where template = 'newsletter'",
    );
    expect(rows.map((r) => r.to_address).sort()).toEqual([...emails].sort());
    for (const row of rows) {
      expect(row.status).toBe("stored");
      expect(row.headers["List-Unsubscribe"]).toMatch(
        /^<http:\/\/localhost:\d+\/api\/unsubscribe\?email=[^>]+&token=[0-9a-f]{64}>, <mailto:/,
      );
      expect(row.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(row.html).toContain("/api/unsubscribe?email=");
      expect(row.html).not.toContain("afmelden.invalid");
    }
    const list = await admin.get("/newsletters");
    expect(list.body.newsletters[0]).toMatchObject({
      status: "sent",
      last_send: { batch: 1, total: 10, sent: 10, failed: 0, uncertain: 0, remaining: 0 },
    });

    // Sending a sent newsletter again is 'Opnieuw versturen': a new batch. By default only
    // to those who have not received it yet: nobody here.
    expect((await admin.post(`/newsletters/${n.id}/send`)).status).toBe(409);
    const nobody = await admin.post(`/newsletters/${n.id}/resend`);
    expect(nobody.status).toBe(400);
    expect(nobody.body).toMatchObject({ error: "Geen ontvangers" });
    const again = await admin.post(`/newsletters/${n.id}/resend`, { mode: "everyone" });
    expect(again.body).toMatchObject({ totalRecipients: 10, batch: 2 });
    expect((await admin.post(`/newsletters/${n.id}/resend`, { mode: "x" })).status).toBe(400);
  });

  it("previews an unsaved draft without storing it and dedupes a custom list by case", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["weg@example.org"], false);
    const draft = {
      project_filter: "custom_email",
      custom_email:
        "Een@Example.org, een@example.org\ntwee@example.org,geen-adres\nweg@example.org",
    };
    const res = await admin.post("/newsletters/recipients", draft);
    expect(res.body).toEqual({
      total: 2,
      suppressed: 0,
      first: [
        { email: "Een@Example.org", name: null },
        { email: "twee@example.org", name: null },
      ],
    });
    const { rows } = await app.services.database.query("select id from newsletters");
    expect(rows).toHaveLength(0);

    const none = await admin.post("/newsletters/recipients", { project_filter: "all" });
    expect(none.body).toEqual({ total: 0, suppressed: 0, first: [] });
    const bad = await admin.post("/newsletters/recipients", {
      project_filter: "custom_email",
      custom_email: "geen adressen hier",
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: "Validatiefout", message: "Voer één of meerdere geldige email adressen in" },
    });
  });

  it("refuses to send without recipients and leaves the newsletter a draft", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const { body } = await admin.post("/newsletters", newsletterInput());
    const res = await admin.post(`/newsletters/${body.newsletter.id}/send`);
    expect(res).toMatchObject({ status: 400, body: { error: "Geen ontvangers" } });
    expect((await admin.get(`/newsletters/${body.newsletter.id}`)).body.newsletter.status).toBe(
      "draft",
    );
    // One reader: said in the singular.
    await insertSubscribers(app, ["enige@example.org"]);
    const one = await admin.post(`/newsletters/${body.newsletter.id}/send`);
    expect(one.status).toBe(202);
    expect(one.body.message).toBe(
      "De nieuwsbrief wordt op de achtergrond verstuurd naar 1 ontvanger.",
    );
  });

  it("sanitises HTML content before storing and sending; the preview is the sent template", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    await insertSubscribers(app, ["lezer@example.org"]);
    const dirty =
      '<p onclick="steel()">Hallo <strong>lezer</strong> <a href="javascript:alert(1)">klik</a> ' +
      '<a href="https://www.stichtingqamar.nl/doneren">doneer</a></p><script>steel()</script>' +
      '<img src="x" onerror="steel()"><iframe src="https://kwaad.example"></iframe>';
    const { body } = await admin.post("/newsletters", newsletterInput({ content: dirty }));
    const stored = body.newsletter.content as string;
    expect(stored).toContain("<strong>lezer</strong>");
    expect(stored).toContain('href="https://www.stichtingqamar.nl/doneren"');
    for (const bad of ["onclick", "javascript:", "<script", "steel()", "onerror", "<iframe"]) {
      expect(stored).not.toContain(bad);
    }
    // Even content that reached the database some other way is cleaned when sent.
    await app.services.database.query("update newsletters set content = $1", [dirty]);

    const preview = await admin.get(`/newsletters/${body.newsletter.id}/preview`);
    await admin.post(`/newsletters/${body.newsletter.id}/send`);
    await until(
      async () => (await admin.get(`/newsletters/${body.newsletter.id}/progress`)).body.done,
    );
    const { rows } = await app.services.database.query<{ html: string }>(
      "select html from outbound_emails where template = 'newsletter'",
    );
    const sent = rows[0]!.html;
    expect(sent).not.toContain("<script");
    expect(sent).not.toContain("javascript:");
    // Same template: only the recipient's own unsubscribe link differs.
    const link = /\/api\/unsubscribe\?email=[^"]+/g;
    expect(preview.body.html.replace(link, "LINK")).toBe(sent.replace(link, "LINK"));
  });

  it("previews an unsaved draft's e-mail cleaned, as the saved newsletter's preview, without storing it", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const draft = newsletterInput({
      content:
        '<p>Hallo <strong>lezer</strong></p><script>steel()</script><img src="x" onerror="steel()">',
      flyer_mode: true,
      image_url: "https://www.stichtingqamar.nl/beeld.jpg",
    });
    const res = await admin.post("/newsletters/preview", draft);
    expect(res.status).toBe(200);
    const { html } = res.body as { html: string; text: string };
    expect(html).toContain("<strong>lezer</strong>");
    // The draft's own fields: its image (a flyer leads with it) and its donation button.
    expect(html).toContain('src="https://www.stichtingqamar.nl/beeld.jpg"');
    expect(html).toContain('href="https://www.stichtingqamar.nl/doneren"');
    for (const bad of ["<script", "onerror", "steel()"]) expect(html).not.toContain(bad);
    expect(await app.services.database.db.$count(newsletters)).toBe(0);

    // The same e-mail as the newsletter's own preview once saved (the same admin's link).
    const { body } = await admin.post("/newsletters", draft);
    const saved = await admin.get(`/newsletters/${body.newsletter.id}/preview`);
    expect(res.body).toEqual(saved.body);

    const bad = await admin.post("/newsletters/preview", { ...draft, title: "" });
    expect(bad).toEqual({
      status: 400,
      body: { error: "Validatiefout", message: "Titel is verplicht" },
    });
  });

  it("offers the active projects for 'Donateurs van een project', newest first", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const project = (title: string, isActive: boolean, createdAt: string) => ({
      title,
      isActive,
      targetAmountCents: 1_000_000,
      createdAt: new Date(createdAt),
    });
    const [oud, , nieuw] = await app.services.database.db
      .insert(campaigns)
      .values([
        project("Oud project", true, "2025-01-01"),
        project("Afgelopen project", false, "2025-12-01"),
        project("Nieuw project", true, "2025-06-01"),
      ])
      .returning();
    const res = await admin.get("/newsletters/projects");
    expect(res).toEqual({
      status: 200,
      body: {
        projects: [
          { id: nieuw!.id, title: "Nieuw project" },
          { id: oud!.id, title: "Oud project" },
        ],
      },
    });
  });

  it("leaves suppressed addresses out of the preview, the send and retry-failed", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const { database } = app.services;
    await insertSubscribers(app, [
      "een@example.org",
      "twee@example.org",
      "geweigerd@example.org",
      "ook-geweigerd@example.org",
    ]);
    // The mail server refused two addresses permanently (docs/decisions/051), one of them
    // in another case; the failed delivery of an earlier newsletter stays failed.
    const old = await admin.post("/newsletters", newsletterInput({ title: "Oud" }));
    await database.query(
      `insert into newsletter_deliveries (newsletter_id, batch, email, status, attempts, last_error)
       values ($1, 1, 'geweigerd@example.org', 'failed', 1, '550 mailbox unavailable')`,
      [old.body.newsletter.id],
    );
    await database.query(
      `insert into email_suppressions (email, reason) values
         ('geweigerd@example.org', '550 mailbox unavailable'),
         ('Ook-Geweigerd@Example.org', '550 5.1.1 user unknown')`,
    );

    const created = await admin.post("/newsletters", newsletterInput());
    const id = created.body.newsletter.id;
    const preview = await admin.get(`/newsletters/${id}/recipients`);
    expect(preview.body).toMatchObject({ total: 2, suppressed: 2 });
    expect(preview.body.first.map((r: { email: string }) => r.email).sort()).toEqual([
      "een@example.org",
      "twee@example.org",
    ]);
    // The same for an unsaved draft, and a custom list is filtered too.
    const draft = await admin.post("/newsletters/recipients", {
      project_filter: "custom_email",
      custom_email: "GEWEIGERD@example.org, nieuw@example.org",
    });
    expect(draft.body).toEqual({
      total: 1,
      suppressed: 1,
      first: [{ email: "nieuw@example.org", name: null }],
    });

    const sent = await admin.post(`/newsletters/${id}/send`);
    expect(sent.body).toMatchObject({ totalRecipients: 2 });
    const { rows } = await database.query<{ email: string }>(
      "select email from newsletter_deliveries where newsletter_id = $1 order by email",
      [id],
    );
    expect(rows.map((r) => r.email)).toEqual(["een@example.org", "twee@example.org"]);
    await until(async () => (await admin.get(`/newsletters/${id}/progress`)).body.done);

    // Retry-failed leaves a suppressed address alone until the suppression is lifted.
    const retry = () => admin.post(`/newsletters/${old.body.newsletter.id}/retry-failed`, {});
    expect((await retry()).body).toEqual({ queued: 0 });
    const list = (await admin.get("/subscribers")).body.subscribers;
    const geweigerd = list.find((s: { email: string }) => s.email === "geweigerd@example.org");
    expect(geweigerd.suppressed).toMatchObject({ reason: "550 mailbox unavailable" });
    await admin.delete(`/subscribers/${geweigerd.id}/suppression`);
    expect((await retry()).body).toEqual({ queued: 1 });
    await until(
      async () => (await admin.get(`/newsletters/${old.body.newsletter.id}/progress`)).body.done,
    );
    const again = await admin.get(`/newsletters/${id}/send-counts`);
    expect(again.body).toEqual({ everyone: 3, not_received: 1 });
  });

  it("counts deliveries a crash left uncertain and sends only those again on request", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const { database } = app.services;
    await insertSubscribers(
      app,
      Array.from({ length: 6 }, (_, i) => `lezer${i}@example.org`),
    );
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    await admin.post(`/newsletters/${n.id}/send`);
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    expect((await admin.post(`/newsletters/${n.id}/resend-uncertain`)).body).toEqual({
      queued: 0,
    });
    // What a restart leaves for rows that were claimed, without the server's answer, when
    // the process was killed (store.flagAbandoned): counted sent, flagged uncertain.
    await database.query(
      `update newsletter_deliveries set uncertain = true, accepted_at = null,
              last_error = 'Mogelijk niet afgeleverd (herstart tijdens het versturen)'
        where newsletter_id = $1 and email in ('lezer1@example.org', 'lezer4@example.org')`,
      [n.id],
    );
    expect((await admin.get(`/newsletters/${n.id}/progress`)).body).toMatchObject({
      total: 6,
      sent: 6,
      uncertain: 2,
      done: true,
    });
    const listed = (await admin.get("/newsletters")).body.newsletters[0];
    expect(listed.last_send).toEqual({
      batch: 1,
      total: 6,
      sent: 6,
      failed: 0,
      uncertain: 2,
      remaining: 0,
    });
    expect((await admin.get(`/newsletters/${n.id}/problems?which=uncertain`)).body).toEqual({
      total: 2,
      addresses: ["lezer1@example.org", "lezer4@example.org"].map((email) => ({
        email,
        error: "Mogelijk niet afgeleverd (herstart tijdens het versturen)",
        attempts: expect.any(Number),
        skipped: null,
      })),
    });
    const wrong = await admin.get(`/newsletters/${n.id}/problems?which=alles`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: "Validatiefout", message: "Ongeldige keuze" });
    expect((await admin.get("/newsletters/bestaat-niet/problems?which=failed")).status).toBe(404);

    const resent = await admin.post(`/newsletters/${n.id}/resend-uncertain`);
    expect(resent.status).toBe(200);
    // Answered at once with what was queued; the progress follows the two as for a send.
    expect(resent.body).toEqual({ queued: 2 });
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    expect((await admin.get(`/newsletters/${n.id}/progress`)).body).toMatchObject({
      sent: 6,
      uncertain: 0,
    });
    // Only those two got a second message, with the Message-ID of their first.
    const { rows } = await database.query<{ to_address: string; message_id: string }>(
      `select to_address, headers->>'Message-ID' as message_id from outbound_emails
        where template = 'newsletter' order by to_address`,
    );
    const count = (to: string) => rows.filter((r) => r.to_address === to).length;
    expect(rows).toHaveLength(8);
    expect([1, 4].map((i) => count(`lezer${i}@example.org`))).toEqual([2, 2]);
    expect([0, 2, 3, 5].map((i) => count(`lezer${i}@example.org`))).toEqual([1, 1, 1, 1]);
    const ids = rows.filter((r) => r.to_address === "lezer1@example.org");
    expect(ids[0]!.message_id).toBe(ids[1]!.message_id);
    expect((await admin.post("/newsletters/bestaat-niet/resend-uncertain")).status).toBe(404);
  });

  it("'Onzekere opnieuw versturen' skips an address unsubscribed or blocked since, and the dialog says so", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const { database } = app.services;
    const emails = ["afgemeld@example.org", "blok@example.org", "lezer@example.org"];
    await insertSubscribers(app, emails);
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    await admin.post(`/newsletters/${n.id}/send`);
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    // All three left in doubt by a crash; since then one unsubscribed and one was blocked.
    await database.query(
      `update newsletter_deliveries set uncertain = true, accepted_at = null,
              last_error = 'Mogelijk niet afgeleverd' where newsletter_id = $1`,
      [n.id],
    );
    await database.query(
      "update email_subscribers set subscribed = false where email = 'afgemeld@example.org'",
    );
    await database.query(
      "insert into email_suppressions (email, reason) values ('Blok@example.org', '550 Onbekend')",
    );

    expect((await admin.get(`/newsletters/${n.id}/problems?which=uncertain`)).body).toEqual({
      total: 3,
      addresses: [
        ["afgemeld@example.org", "unsubscribed"],
        ["blok@example.org", "suppressed"],
        ["lezer@example.org", null],
      ].map(([email, skipped]) => ({
        email,
        error: "Mogelijk niet afgeleverd",
        attempts: expect.any(Number),
        skipped,
      })),
    });
    expect((await admin.post(`/newsletters/${n.id}/resend-uncertain`)).body).toEqual({
      queued: 1,
    });
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    const { rows } = await database.query<{ to_address: string }>(
      "select to_address from outbound_emails where template = 'newsletter' order by to_address",
    );
    expect(rows.map((r) => r.to_address)).toEqual([...emails, "lezer@example.org"].sort());
  });

  it("refuses a body that is not a form in Dutch (no body: the first missing field); retry-failed without a body retries all", async () => {
    const { app } = await buildTestApp({ engine, env: fast });
    const admin = await adminClient(app);
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    // The admin area reads a missing body as {}: the first field is missing.
    expect((await admin.put(`/newsletters/${n.id}`, undefined)).body).toEqual({
      error: "Validatiefout",
      message: "Titel is verplicht",
    });
    // A body that is there but no object is refused as such, in Dutch.
    expect(await admin.put(`/newsletters/${n.id}`, [1])).toMatchObject({
      status: 400,
      body: {
        error: "Validatiefout",
        message: "Ongeldige invoer: verwacht een formulier (JSON-object)",
      },
    });
    expect((await admin.post(`/newsletters/${n.id}/retry-failed`, undefined)).body).toEqual({
      queued: 0,
    });
    expect(
      (await admin.post(`/newsletters/${n.id}/retry-failed`, { gmailOnly: "ja" })).status,
    ).toBe(400);
  });
});

describe.runIf(engines.includes("postgres"))("a resend and a retry at the same moment", () => {
  /** Connections of the app's pool that wait for a lock (the blocker's holds them back). */
  async function waiting(blocker: pg.Client): Promise<number> {
    const { rows } = await blocker.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]!.n;
  }

  it("sends a failed address once: the retry waits for the resend's batch and finds it there", async () => {
    const { app, store } = await buildTestApp({ engine: "postgres", env: fast });
    const admin = await adminClient(app);
    const { database } = app.services;
    const emails = ["een@example.org", "twee@example.org", "drie@example.org"];
    await insertSubscribers(app, emails);
    const n = (await admin.post("/newsletters", newsletterInput())).body.newsletter;
    await admin.post(`/newsletters/${n.id}/send`);
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    // Two addresses failed for good (a 4xx for 48 hours, say); nobody blocked them.
    await database.query(
      `update newsletter_deliveries set status = 'failed', sent_at = null, last_error = '421 busy'
        where newsletter_id = $1 and email <> 'een@example.org'`,
      [n.id],
    );

    // The resend's transaction is held before its end (the blocker's share lock stops its
    // update of the newsletter), and the retry comes in meanwhile, as from a second admin.
    const blocker = new pg.Client({ connectionString: store.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("begin");
      await blocker.query("lock table newsletters in share mode");
      const resend = admin.post(`/newsletters/${n.id}/resend`, { mode: "not_received" });
      await expect.poll(() => waiting(blocker)).toBe(1);
      const retry = admin.post(`/newsletters/${n.id}/retry-failed`, {});
      // Either the retry waits for the resend too, or (without the lock) it is done.
      await Promise.race([retry, expect.poll(() => waiting(blocker)).toBe(2)]);
      await blocker.query("commit");
      expect((await resend).status).toBe(202);
      expect((await retry).body).toEqual({ queued: 0 });
    } finally {
      await blocker.end();
    }
    await until(async () => (await admin.get(`/newsletters/${n.id}/progress`)).body.done);
    const { rows } = await database.query<{ email: string; sent: number }>(
      `select email, count(*) filter (where status = 'sent')::int as sent
         from newsletter_deliveries where newsletter_id = $1 group by email order by email`,
      [n.id],
    );
    expect(rows).toEqual([
      { email: "drie@example.org", sent: 1 },
      { email: "een@example.org", sent: 1 },
      { email: "twee@example.org", sent: 1 },
    ]);
  });
});
