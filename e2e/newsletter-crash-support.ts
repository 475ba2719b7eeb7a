import { expect } from "vitest";
import { type SmtpSink, startSmtpSink } from "../src/server/features/newsletters/testing/smtp-sink";
import { adminCall, newsletterFields, poll, signUpAdmin } from "./newsletter-support";
import { type RunningServer, startServer } from "./support/server";

/**
 * The crash scenario, shared by the PGlite and the PostgreSQL test (docs/decisions/050):
 * a real server process sends a newsletter to `recipients` addresses through an SMTP
 * sink and is killed with SIGKILL the moment the sink holds half of them (before it
 * answers 250); `restartAndFinish` starts it again with the same settings and checks
 * that nobody got the newsletter twice, and that everyone who did not get it is flagged
 * 'Mogelijk niet afgeleverd' (at most one row per connection: the one on the wire, or the
 * one just accepted whose mark had not committed).
 */
export interface CrashRun {
  sink: SmtpSink;
  /** The killed process, then (after restartAndFinish) the restarted one. */
  server: RunningServer;
  env: Record<string, string>;
  cookie: string;
  newsletterId: string;
  emails: string[];
  /** Messages the sink held when the killed process had exited. */
  beforeRestart: number;
}

export async function sendAndKillHalfway(
  env: Record<string, string>,
  recipients: number,
  /** Called as soon as the run exists, so the test's afterAll can stop what it started. */
  track: (run: Partial<CrashRun>) => void,
): Promise<CrashRun> {
  let server: RunningServer | undefined;
  let killed = false;
  const sink = await startSmtpSink({
    onMessage: (count) => {
      // Halfway: kill the server while this message's 250 has not even been sent.
      if (count === recipients / 2 && server && !killed) {
        killed = true;
        server.process.kill("SIGKILL");
      }
    },
  });
  track({ sink });
  const fullEnv = { ...env, MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url };
  server = await startServer(fullEnv);
  track({ sink, server });
  const url = server.url;
  const cookie = await signUpAdmin(url);
  const emails = Array.from({ length: recipients }, (_, i) => `lezer${i}@example.org`);
  const csv = `email;naam\n${emails.map((e, i) => `${e};Lezer ${i}`).join("\n")}\n`;
  const imported = await adminCall(url, cookie, "POST", "/subscribers/import", csv, "text/csv");
  expect(imported.body).toMatchObject({ imported: recipients });
  const created = await adminCall<{ newsletter: { id: string } }>(
    url,
    cookie,
    "POST",
    "/newsletters",
    newsletterFields(),
  );
  const newsletterId = created.body.newsletter.id;
  const sent = await adminCall(url, cookie, "POST", `/newsletters/${newsletterId}/send`);
  expect(sent.body).toMatchObject({ totalRecipients: recipients });

  const dead = server;
  await poll(async () => dead.process.exitCode !== null || dead.process.signalCode !== null);
  expect(dead.process.signalCode).toBe("SIGKILL");
  const beforeRestart = sink.messages.length;
  expect(beforeRestart).toBeGreaterThanOrEqual(recipients / 2);
  expect(beforeRestart).toBeLessThan(recipients);
  return { sink, server: dead, env: fullEnv, cookie, newsletterId, emails, beforeRestart };
}

/**
 * Starts the server again on the same data and waits until the send is done; checks it.
 * `uncertainEmails` reads the addresses whose rows are flagged uncertain (after the
 * restarted server stopped, for PGlite).
 */
export async function restartAndFinish(
  run: CrashRun,
  concurrency: number,
  uncertainEmails: () => Promise<string[]>,
): Promise<{ uncertain: string[] }> {
  run.server = await startServer(run.env);
  const { server, cookie, newsletterId, emails, sink } = run;
  const progressPath = `/newsletters/${newsletterId}/progress`;
  await poll(async () => {
    const progress = await adminCall<{ done: boolean }>(server.url, cookie, "GET", progressPath);
    return progress.body.done;
  });
  const progress = await adminCall<{ uncertain: number }>(server.url, cookie, "GET", progressPath);
  // Rows in doubt count as sent (they are never sent again by themselves).
  expect(progress.body).toMatchObject({ total: emails.length, sent: emails.length, failed: 0 });
  // Messages after the restart came from the restarted process.
  expect(sink.messages.length - run.beforeRestart).toBeGreaterThan(0);

  const uncertain = await uncertainEmails();
  expect(uncertain).toHaveLength(progress.body.uncertain);
  const counts = sink.counts();
  const twice = [...counts].filter(([, n]) => n > 1);
  // Lost and not flagged: the admin would never know.
  const lostUnflagged = emails.filter((e) => !counts.has(e) && !uncertain.includes(e));
  expect({ twice, lostUnflagged }).toEqual({ twice: [], lostUnflagged: [] });
  // Only rows claimed and not yet marked can be in doubt: at most one per connection (the
  // message on the wire, or the one just accepted whose mark had not committed). The one
  // whose data the sink held when the kill came is among them.
  expect(uncertain.length).toBeGreaterThan(0);
  expect(uncertain.length).toBeLessThanOrEqual(concurrency);
  return { uncertain };
}
