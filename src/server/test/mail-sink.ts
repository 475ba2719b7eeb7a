import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface MailSink {
  port: number;
  messages: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that parses (mailparser) and keeps every message it
 * receives, for tests that read an e-mail's text, links or attachments; it answers RCPT
 * TO with 550 for the addresses in `refused`. The newsletter tests and benchmarks use the
 * faster `startSmtpSink` of features/newsletters/testing, which reads headers only.
 */
export async function startMailSink(port = 0, refused: string[] = []): Promise<MailSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.includes(address.address)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
