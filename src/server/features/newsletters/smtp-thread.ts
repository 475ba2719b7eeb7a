import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { SendMailOptions } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";

/**
 * The worker thread's code (CommonJS, run with `eval`, so it needs no file of its own in
 * the source tree, the tests or the built server): nodemailer's pooled SMTP transport,
 * created with the options it is given, sending each message it is handed and answering
 * with nodemailer's result or the fields of its error.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const transport = require(workerData.nodemailer).createTransport(workerData.options);
parentPort.on("message", (request) => {
  if (request === "close") {
    transport.close();
    parentPort.close();
    return;
  }
  transport.sendMail(request.message).then(
    (info) => parentPort.postMessage({ id: request.id, info }),
    (e) => parentPort.postMessage({ id: request.id, error: {
      message: String((e && e.message) || e), code: e && e.code, command: e && e.command,
      responseCode: e && e.responseCode, response: e && e.response } }),
  );
});`;

interface Reply {
  id: number;
  info?: unknown;
  /** nodemailer's error, as fields: what `classify` and the stored reason read. */
  error?: { message: string; code?: string; command?: string; responseCode?: number };
}

interface Pending {
  resolve(info: unknown): void;
  reject(error: Error): void;
}

/**
 * nodemailer's pooled SMTP transport (`createTransport(options)`, options as data), run
 * in a worker thread of its own. nodemailer's work per message (composing and encoding
 * the MIME message, writing it to the socket, reading the replies) is most of a
 * newsletter's CPU time; on its own thread it no longer queues behind the database
 * statements and the web requests on the app's thread, and those no longer wait behind
 * it (docs/decisions/053). `sendMail` takes plain data (no streams) and resolves with
 * nodemailer's info or rejects with an Error carrying nodemailer's `code`, `command`,
 * `responseCode` and `response`. The thread starts with the first message and ends on
 * `close()`; if it dies, the messages it held fail as 'server unreachable' (retried, never
 * counted as delivered) and the next message starts a new one.
 */
export function threadedSmtpTransport(options: SMTPPool.Options) {
  const workerData = {
    nodemailer: createRequire(import.meta.url).resolve("nodemailer"),
    options,
  };
  /** The thread taking new messages, with the messages it holds. */
  let current: { worker: Worker; pending: Map<number, Pending> } | undefined;
  let nextId = 0;

  function start() {
    const worker = new Worker(WORKER, { eval: true, workerData });
    const pending = new Map<number, Pending>();
    const thread = { worker, pending };
    const ended = (reason: string) => {
      if (current === thread) current = undefined;
      for (const p of pending.values())
        p.reject(Object.assign(new Error(reason), { code: "ETHREAD" }));
      pending.clear();
      worker.removeAllListeners();
    };
    worker.on("message", (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.error) p.reject(Object.assign(new Error(reply.error.message), reply.error));
      else p.resolve(reply.info);
      // An idle thread does not keep the process alive; one with messages does.
      if (pending.size === 0) worker.unref();
    });
    worker.on("error", (error) => ended(`De verzendthread stopte: ${error.message}`));
    worker.on("exit", (code) => ended(`De verzendthread stopte (code ${code})`));
    return thread;
  }

  return {
    sendMail(message: SendMailOptions): Promise<unknown> {
      current ??= start();
      const { worker, pending } = current;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        worker.postMessage({ id, message }); // throws for what cannot be copied: rejected
        pending.set(id, { resolve, reject });
        worker.ref();
      });
    },
    /** Closes the pool's connections; the thread ends when they are closed. */
    close(): void {
      current?.worker.postMessage("close");
      current = undefined;
    },
  };
}
