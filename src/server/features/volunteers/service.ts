import { createElement } from "react";
import type { Volunteer } from "@shared/schemas/volunteer";
import type { Services } from "../../services";
import type { Db } from "../../db/client";
import { volunteerApplications } from "../../db/schema";
import {
  VolunteerApplicationEmail,
  volunteerApplicationSubject,
} from "../../emails/volunteer-application";

type Deps = Pick<Services, "database" | "mailer" | "config">;

/**
 * Volunteer sign-up. An application must not be lost, so it is stored with its e-mail
 * to the foundation in one transaction (docs/decisions/031).
 */
export function createVolunteerService({ database, mailer, config }: Deps) {
  return {
    async submit(input: Volunteer): Promise<{ id: string }> {
      return database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(volunteerApplications)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            organization: input.organization ?? null,
            motivation: input.motivation,
            experience: input.experience ?? null,
            network: input.network ?? null,
          })
          .returning({ id: volunteerApplications.id });
        await mailer.send({
          template: "volunteer-application",
          to: config.FOUNDATION_EMAIL,
          replyTo: input.email,
          subject: volunteerApplicationSubject(input.name),
          element: createElement(VolunteerApplicationEmail, {
            ...input,
            siteUrl: config.PUBLIC_URL,
          }),
          db: tx as Db,
        });
        return { id: row!.id };
      });
    },
  };
}
