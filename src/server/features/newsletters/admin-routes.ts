import {
  newsletterFormSchema,
  recipientFilterSchema,
  resendSchema,
  retryFailedSchema,
} from "@shared/schemas/newsletter";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { campaigns } from "../../db/schema";
import { unsubscribeUrl } from "../../emails/unsubscribe-link";
import { renderNewsletter } from "./messages";
import { previewRecipients } from "./recipients";
import { outcomeOf, requeueFailed, requeueUncertain, sendCounts, startSend } from "./sending";
import {
  columns,
  createNewsletter,
  deleteNewsletter,
  getNewsletter,
  listNewsletters,
  sendProgress,
  toDto,
  updateNewsletter,
} from "./service";
import { currentOutage as mailOutage } from "./store";
import { NEWSLETTER_STATUS_CHANNEL, NEWSLETTER_WORK_CHANNEL } from "./worker";

type WithId = { Params: { id: string } };

const toFilter = (v: ReturnType<typeof recipientFilterSchema.parse>) => ({
  projectFilter: v.project_filter,
  projectId: v.project_id,
  destinationFilter: v.destination_filter,
  customEmail: v.custom_email,
});

/**
 * /api/admin/newsletters (ARCHITECTURE.md): CRUD, recipient preview for saved and
 * unsaved drafts, the rendered e-mail, send counts, send, progress, resend, retry-failed,
 * resend-uncertain, and the mail server's state (also live, as Server-Sent Events).
 * Registered inside the admin area (one guard).
 */
export async function newsletterAdminRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app.services;
  const { db } = database;
  const { config, secret, realtime } = app.services;
  const wakeWorkers = () => realtime.publish(NEWSLETTER_WORK_CHANNEL, {}).catch(() => {});
  const previewLink = (email: string) =>
    unsubscribeUrl(
      { secret, publicUrl: config.PUBLIC_URL, mailbox: config.FOUNDATION_EMAIL },
      email,
    );

  app.get("/newsletters", async () => ({
    newsletters: await listNewsletters(db),
    mail_outage: await mailOutage(database),
  }));

  // While the mail server cannot be reached: since when and the next attempt (or null).
  app.get("/newsletters/mail-status", async () => ({ outage: await mailOutage(database) }));

  app.get("/newsletters/events", async (request, reply) =>
    realtime.stream(request, reply, {
      channel: NEWSLETTER_STATUS_CHANNEL,
      event: "mail-status",
      initial: { outage: await mailOutage(database) },
    }),
  );

  // Spec 02 §7: the active campaigns, newest first, for the project filter.
  app.get("/newsletters/projects", async () => ({
    projects: await db
      .select({ id: campaigns.id, title: campaigns.title })
      .from(campaigns)
      .where(and(eq(campaigns.isActive, true)))
      .orderBy(desc(campaigns.createdAt)),
  }));

  app.post("/newsletters", async (request, reply) => {
    const newsletter = await createNewsletter(db, newsletterFormSchema.parse(request.body ?? {}));
    return reply.code(201).send({ newsletter });
  });

  // Unsaved draft: nothing is inserted (spec 02 §7 did a temporary insert).
  app.post("/newsletters/recipients", async (request) =>
    previewRecipients(db, toFilter(recipientFilterSchema.parse(request.body ?? {}))),
  );

  app.post("/newsletters/preview", async (request) => {
    const form = newsletterFormSchema.parse(request.body ?? {});
    const email = request.adminUser?.email ?? config.FOUNDATION_EMAIL;
    return renderNewsletter(columns(form), config.PUBLIC_URL, previewLink(email));
  });

  app.get<WithId>("/newsletters/:id", async (request) => ({
    newsletter: toDto(await getNewsletter(db, request.params.id)),
  }));

  app.put<WithId>("/newsletters/:id", async (request) => ({
    newsletter: await updateNewsletter(
      db,
      request.params.id,
      newsletterFormSchema.parse(request.body ?? {}),
    ),
  }));

  app.delete<WithId>("/newsletters/:id", async (request, reply) => {
    await deleteNewsletter(db, request.params.id);
    return reply.code(204).send();
  });

  app.get<WithId>("/newsletters/:id/recipients", async (request) =>
    previewRecipients(db, await getNewsletter(db, request.params.id)),
  );

  app.get<WithId>("/newsletters/:id/preview", async (request) => {
    const n = await getNewsletter(db, request.params.id);
    const email = request.adminUser?.email ?? config.FOUNDATION_EMAIL;
    return renderNewsletter(n, config.PUBLIC_URL, previewLink(email));
  });

  // The confirmation dialogs' figures: everyone the filter reaches now, and who of them
  // has not received this newsletter yet.
  app.get<WithId>("/newsletters/:id/send-counts", async (request) =>
    sendCounts(db, request.params.id),
  );

  app.post<WithId>("/newsletters/:id/send", async (request, reply) => {
    const started = await startSend(db, request.params.id, false);
    await wakeWorkers();
    return reply.code(202).send(started);
  });

  app.post<WithId>("/newsletters/:id/resend", async (request, reply) => {
    const { mode } = resendSchema.parse(request.body ?? {});
    const started = await startSend(db, request.params.id, mode);
    await wakeWorkers();
    return reply.code(202).send(started);
  });

  app.get<WithId>("/newsletters/:id/progress", async (request) =>
    sendProgress(database, request.params.id),
  );

  app.post<WithId>("/newsletters/:id/retry-failed", async (request) => {
    const { gmailOnly } = retryFailedSchema.parse(request.body ?? {});
    const ids = await requeueFailed(db, request.params.id, gmailOnly);
    if (ids.length > 0) await wakeWorkers();
    return outcomeOf(db, ids);
  });

  app.post<WithId>("/newsletters/:id/resend-uncertain", async (request) => {
    const ids = await requeueUncertain(db, request.params.id);
    if (ids.length > 0) await wakeWorkers();
    return outcomeOf(db, ids);
  });
}
