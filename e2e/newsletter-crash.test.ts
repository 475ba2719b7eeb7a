import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { adminCall, newsletterFields, poll, signUpAdmin } from "./newsletter-support";
import { type RunningServer, startServer } from "./support/server";

const RECIPIENTS = 2000;
let sink: SmtpSink | undefined;
let server: RunningServer | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-crash-"));

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Issue 8 acceptance: a crash mid-send loses no recipient and sends none twice
// (docs/decisions/050). The server is a real child process killed with SIGKILL.
it("SIGKILL halfway through 2,000 recipients: after a restart each has exactly one message", async () => {
  let killedAt = 0;
  sink = await startSmtpSink({
    onMessage: (count) => {
      // Halfway: kill the server while this message's 250 has not even been sent.
      if (count === RECIPIENTS / 2 && server && !killedAt) {
        killedAt = count;
        server.process.kill("SIGKILL");
      }
    },
  });
  const env = {
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: sink.url,
    NEWSLETTER_RATE_PER_SECOND: "0",
  };
  server = await startServer(env);
  const cookie = await signUpAdmin(server.url);
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `lezer${i}@example.org`);
  const csv = `email;naam\n${emails.map((e, i) => `${e};Lezer ${i}`).join("\n")}\n`;
  const imported = await adminCall(
    server.url,
    cookie,
    "POST",
    "/subscribers/import",
    csv,
    "text/csv",
  );
  expect(imported.body).toMatchObject({ imported: RECIPIENTS });
  const created = await adminCall<{ newsletter: { id: string } }>(
    server.url,
    cookie,
    "POST",
    "/newsletters",
    newsletterFields(),
  );
  const id = created.body.newsletter.id;
  const sent = await adminCall(server.url, cookie, "POST", `/newsletters/${id}/send`);
  expect(sent.body).toMatchObject({ totalRecipients: RECIPIENTS });

  await poll(async () => server!.process.exitCode !== null || server!.process.signalCode !== null);
  expect(server.process.signalCode).toBe("SIGKILL");
  const beforeRestart = sink.messages.length;
  expect(beforeRestart).toBeGreaterThanOrEqual(RECIPIENTS / 2);
  expect(beforeRestart).toBeLessThan(RECIPIENTS);

  // Same data directory: the lock of the dead process is stale and taken over.
  server = await startServer(env);
  await poll(async () => {
    const progress = await adminCall<{ done: boolean }>(
      server!.url,
      cookie,
      "GET",
      `/newsletters/${id}/progress`,
    );
    return progress.body.done;
  });
  const progress = await adminCall(server.url, cookie, "GET", `/newsletters/${id}/progress`);
  expect(progress.body).toMatchObject({ total: RECIPIENTS, sent: RECIPIENTS, failed: 0 });

  const counts = sink.counts();
  const twice = [...counts].filter(([, n]) => n > 1);
  const missing = emails.filter((e) => !counts.has(e));
  expect({ twice, missing }).toEqual({ twice: [], missing: [] });
  expect(sink.messages).toHaveLength(RECIPIENTS);
  // Messages after the restart came from the restarted process.
  expect(sink.messages.length - beforeRestart).toBeGreaterThan(0);
}, 300_000);
