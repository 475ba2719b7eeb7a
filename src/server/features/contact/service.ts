import { createElement } from "react";
import type { Contact } from "@shared/schemas/contact";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { ContactMessageEmail, contactMessageSubject } from "../../emails/contact-message";

type Deps = Pick<Services, "database" | "mailer" | "config">;

/**
 * Contact form: the message and its e-mail to the foundation (reply-to
 * the sender) are stored in one transaction, before anything is sent: both or neither
 * (docs/decisions/031). The outbox job delivers the e-mail after the commit.
 */
export function createContactService({ database, mailer, config }: Deps) {
  return {
    async submit(input: Contact): Promise<{ id: string }> {
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            message: input.message,
          })
          .returning({ id: contactMessages.id });
        await mailer.send({
          template: "contact-message",
          to: config.FOUNDATION_EMAIL,
          replyTo: input.email,
          subject: contactMessageSubject(input.name),
          element: createElement(ContactMessageEmail, { ...input, siteUrl: config.PUBLIC_URL }),
          db: tx as Db,
        });
        return { id: row!.id };
      });
    },
  };
}
