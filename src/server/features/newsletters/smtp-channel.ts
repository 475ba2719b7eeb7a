import type { Socket } from "node:net";
import { Readable, type Transform } from "node:stream";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";
import { type Channel, type HeldMessage, type NewsletterTransport, SendError } from "./channel";

/**
 * Newsletter SMTP on nodemailer's SMTPConnection, one connection per channel, so the
 * final dot of each message can be held until its delivery row says 'sent'
 * (docs/decisions/050). nodemailer's pooled transport (createSmtpTransport, used for
 * every other e-mail) sends a message in one go and cannot wait there. Same SMTP_URL and
 * the same timeouts.
 */
export function smtpNewsletterTransport(smtpUrl: string): NewsletterTransport {
  const { auth, ...url } = parseConnectionUrl(smtpUrl);
  const options = {
    ...url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
  return {
    kind: "smtp",
    async open() {
      const connection = new SMTPConnection(options);
      const channel = new SmtpChannel(connection);
      await new Promise<void>((resolve, reject) => {
        connection.once("error", (error) => reject(toSendError(error)));
        connection.connect(() => {
          if (!auth?.user) return resolve();
          connection.login(auth, (error) => (error ? reject(toSendError(error)) : resolve()));
        });
      }).catch((error) => {
        channel.close();
        throw error;
      });
      return channel;
    },
  };
}

class SmtpChannel implements Channel {
  private broken = false;

  constructor(private readonly connection: SMTPConnection) {
    // An 'error' without a listener would crash the process.
    connection.on("error", () => {
      this.broken = true;
    });
    connection.on("end", () => {
      this.broken = true;
    });
  }

  get usable() {
    return !this.broken;
  }

  prepare(message: Parameters<Channel["prepare"]>[0]): Promise<HeldMessage> {
    return new Promise((resolve, reject) => {
      let started = false;
      // SMTPConnection reads the body only after the server's 354 (envelope accepted);
      // the stream stays open, so the DataStream does not write the final dot yet.
      const connection = this.connection;
      const body = new Readable({
        read() {
          if (started) return;
          started = true;
          this.push(message.raw());
          // Held once the whole body has reached the socket: only then can the release
          // write the final dot in its own synchronous pass (writeFinalDot).
          void bodyOnSocket(connection, body).then(() => resolve(held));
        },
      });
      const accepted = new Promise<void>((done, fail) => {
        this.connection.send(
          { from: envelopeAddress(message.from), to: [message.to] },
          body,
          (error) => {
            if (!error) return done();
            // After a refusal the session is mid-transaction: go on with a fresh one.
            this.close();
            fail(toSendError(error));
          },
        );
      });
      let released = false;
      let dotWritten = false;
      let failedEarly: SendError | null = null;
      accepted.catch((error: SendError) => {
        if (!started) reject(error);
        else if (!released) failedEarly = error; // gone before its dot: not delivered
      });
      const held: HeldMessage = {
        alive: () => failedEarly === null && !this.broken,
        release: () => {
          if (failedEarly) {
            return Promise.reject(new SendError(failedEarly.message, "connection", true));
          }
          released = true;
          dotWritten = writeFinalDot(this.connection, body);
          body.push(null);
          return accepted;
        },
        handedOver: () => dotWritten,
        abort: () => {
          this.broken = true;
          this.connection.close();
        },
      };
    });
  }

  close() {
    this.broken = true;
    this.connection.close();
  }
}

/** The bare address of 'Name <address>' for MAIL FROM. */
function envelopeAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

export function toSendError(error: unknown): SendError {
  const e = error as { message?: string; responseCode?: number; response?: string };
  const text = e.response ?? e.message ?? String(error);
  const code = e.responseCode;
  // 421: the server is closing the connection, a connection problem, not the message's.
  if (!code || code === 421) return new SendError(text, "connection");
  return new SendError(text, code >= 500 ? "permanent" : "temporary");
}

/** The parts of nodemailer 10.6's SMTPConnection (private) the final dot needs. */
interface ConnectionInternals {
  _socket?: Socket;
  _currentDataStream?: Transform & { lastByte?: number | false };
}

/** Whether every byte of `body` has passed nodemailer's data stream into the socket. */
function bodyReached(connection: SMTPConnection, body: Readable): boolean {
  const { _socket: socket, _currentDataStream: data } =
    connection as unknown as ConnectionInternals;
  if (!socket || !data) return false;
  return body.readableLength === 0 && data.readableLength === 0 && data.writableLength === 0;
}

/**
 * bodyReached, and the socket's own buffer is empty too: the body is in the kernel's,
 * where a dot written later queues right behind it.
 */
function bodyInKernel(connection: SMTPConnection, body: Readable): boolean {
  const { _socket: socket } = connection as unknown as ConnectionInternals;
  return bodyReached(connection, body) && socket?.writableLength === 0;
}

/**
 * Waits (a few event-loop turns, bounded) until the body is in the kernel. Under
 * load the pipe can lag behind; a release before that would fall back to nodemailer's
 * end-of-data path, whose dot leaves ticks after the journal line (decision 050).
 */
async function bodyOnSocket(connection: SMTPConnection, body: Readable): Promise<void> {
  for (let turn = 0; turn < 1000 && !bodyInKernel(connection, body); turn += 1) {
    await new Promise((r) => setImmediate(r));
  }
}

/**
 * Writes the final dot to the socket now, in the caller's synchronous pass, instead of in
 * the stream ticks that ending the body would take: those run only after every pending
 * promise job, and on PGlite such a job can run a query for milliseconds, which would
 * stretch the gap between the release journal and the dot (docs/decisions/050). Only when
 * the whole body has already reached the socket, so the order of bytes holds; otherwise
 * nodemailer's own end-of-data path writes it. True when the dot is in the kernel on return.
 */
function writeFinalDot(connection: SMTPConnection, body: Readable): boolean {
  const { _socket: socket, _currentDataStream: data } =
    connection as unknown as ConnectionInternals;
  if (!socket || !data || data.writableEnded || typeof data._flush !== "function") return false;
  if (!bodyReached(connection, body)) return false;
  const last = data.lastByte;
  const dot = last === 0x0a ? ".\r\n" : last === 0x0d ? "\n.\r\n" : "\r\n.\r\n";
  data._flush = (done: () => void) => done(); // the dot is written here, not again
  socket.write(dot);
  // Nothing left in Node's buffer: libuv wrote it to the kernel within this call.
  return socket.writableLength === 0;
}
