import { outboundEmails } from "../../db/schema";
import type { NewsletterTransport } from "./channel";

/**
 * MAIL_TRANSPORT=outbox: nothing leaves the machine. Each newsletter message is written
 * to outbound_emails as 'stored' (readable in the admin's E-mail outbox) in the same
 * transaction that marks its delivery sent, so here exactly-once is exact.
 */
export function outboxNewsletterTransport(): NewsletterTransport {
  return {
    kind: "outbox",
    async open() {
      return {
        usable: true,
        close() {},
        async prepare(message) {
          return {
            inCommit: async (tx) => {
              const { html, text } = message.bodies();
              await tx.insert(outboundEmails).values({
                template: "newsletter",
                toAddress: message.to,
                fromAddress: message.from,
                replyTo: message.replyTo ?? null,
                subject: message.subject,
                html,
                text,
                headers: { ...message.headers, "Message-ID": message.messageId },
                status: "stored",
                attempts: 1,
                sentAt: new Date(),
              });
            },
            release: async () => {},
            abort() {},
          };
        },
      };
    },
  };
}
