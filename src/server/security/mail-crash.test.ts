import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { mailJobTiming } from "../features/email/mailer";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { freePortForTest } from "../test/free-port";

/**
 * A mail job running when its process is killed goes out again, once, within the
 * configured bound (at most two minutes in production) instead of pg-boss's default
 * expiry (5 minutes + 2 minutes of maintenance before). The test shortens the bound.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const SEND_TIMEOUT = 3; // seconds: the job expires after 6 s, maintenance every 3 s

describe("mail job timing", () => {
  it("retries a crashed mail job within two minutes with the production defaults", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.MAIL_SEND_TIMEOUT_SECONDS).toBe(30);
    const timing = mailJobTiming(config.MAIL_SEND_TIMEOUT_SECONDS);
    expect(timing.worstCaseRedeliverySeconds).toBeLessThanOrEqual(120);
    // A send is cut off well before its job could expire and run a second time.
    expect(timing.sendTimeoutSeconds).toBeLessThan(timing.expireInSeconds);
    // Also for the largest allowed value.
    const largest = mailJobTiming(
      loadConfig({ MAIL_SEND_TIMEOUT_SECONDS: "35" }).MAIL_SEND_TIMEOUT_SECONDS,
    );
    expect(largest.worstCaseRedeliverySeconds).toBeLessThanOrEqual(120);
    expect(() => loadConfig({ MAIL_SEND_TIMEOUT_SECONDS: "36" })).toThrow(
      /MAIL_SEND_TIMEOUT_SECONDS/,
    );
  });
});

/**
 * An SMTP server that keeps the first message's final answer back (the send is in
 * flight): for good, or for `answerAfterMs`.
 */
async function holdingSink(answerAfterMs?: number) {
  let held: (() => void) | undefined;
  const heldSeen = new Promise<void>((resolve) => (held = resolve));
  const accepted: string[] = [];
  let dataSeen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", () => {});
      stream.on("end", () => {
        dataSeen++;
        if (dataSeen === 1) {
          held?.(); // the client is killed or stopped while it waits
          if (answerAfterMs === undefined) return;
          setTimeout(() => {
            accepted.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          }, answerAfterMs);
          return;
        }
        accepted.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    heldSeen,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

async function startApp(store: TestStore, smtpUrl: string, sendTimeout = SEND_TIMEOUT) {
  const port = await freePortForTest();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? "",
      BUILD_DIR: `${store.dataDir}/geen-build`,
      APP_SECRET: "test-secret-test-secret-test-secret-1234",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtpUrl,
      MAIL_SEND_TIMEOUT_SECONDS: String(sendTimeout),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`app exited (${child.exitCode}):\n${output}`);
        return (await fetch(`${url}/api/health`).catch(() => null))?.status;
      },
      { timeout: 120_000, interval: 200 },
    )
    .toBe(200);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { url, child, exited, output: () => output };
}

/** A visitor's contact message, posted as the form does: its mail goes to the outbox. */
async function postContact(
  url: string,
  form: { name: string; email: string; message: string },
): Promise<number> {
  const res = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...form, phone: "" }),
  });
  return res.status;
}

/** The contact mail's outbox row(s), read once the app has stopped. */
async function contactMailRows(store: TestStore) {
  const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  try {
    const { rows } = await database.query<{ status: string; attempts: number }>(
      "select status, attempts from outbound_emails where template = 'contact-message'",
    );
    return rows;
  } finally {
    await database.close();
  }
}

describe.each(engines)("a contact mail cut off by a crash on %s", (engine) => {
  it("is delivered once after the restart, within the configured bound", async () => {
    const sink = await holdingSink();
    const store = await createTestStore(engine);
    try {
      const first = await startApp(store, sink.url);
      expect(
        await postContact(first.url, {
          name: "Fatima el Amrani",
          email: "fatima@example.nl",
          message: "Ik wil graag meer weten over de waterputten.",
        }),
      ).toBe(201);
      // The message has been sent up to its final dot; the server's answer is held back.
      await sink.heldSeen;
      first.child.kill("SIGKILL");
      await first.exited;

      const second = await startApp(store, sink.url);
      // Retried after the job expired (6 s) and maintenance saw it (every 3 s); pg-boss's
      // default would have taken 5 to 7 minutes.
      await expect.poll(() => sink.accepted.length, { timeout: 90_000, interval: 200 }).toBe(1);
      expect(sink.accepted[0]).toContain("Fatima el Amrani");
      second.child.kill("SIGTERM");
      await second.exited;

      expect(await contactMailRows(store)).toEqual([{ status: "sent", attempts: 1 }]);
      expect(sink.accepted).toHaveLength(1);
    } finally {
      await sink.close();
      await store.cleanup();
    }
  }, 300_000);
});

describe("a contact mail on the wire when the app is told to stop (SIGTERM)", () => {
  it("is answered and marked sent before the app exits, also when the answer takes 22 s", async () => {
    // The production send timeout (30 s): the shutdown waits for the answer, which comes
    // after the 20 s a job queue's stop waits by default.
    const sink = await holdingSink(22_000);
    const store = await createTestStore("pglite");
    try {
      const app = await startApp(store, sink.url, 30);
      expect(
        await postContact(app.url, {
          name: "Youssef Bakkali",
          email: "youssef@example.nl",
          message: "Wanneer start het volgende project?",
        }),
      ).toBe(201);
      await sink.heldSeen;
      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);
      expect(sink.accepted).toHaveLength(1);

      expect(await contactMailRows(store)).toEqual([{ status: "sent", attempts: 1 }]);
    } finally {
      await sink.close();
      await store.cleanup();
    }
  }, 120_000);
});
