import {
  newsletterFormSchema,
  newsletterParams as params,
  newsletterReplies,
  recipientFilterSchema,
  recipientPreviewSchema,
  type ResendMode,
  requeuedSchema,
  deliveryProblemQuerySchema,
  deliveryProblemsSchema,
  resendSchema,
  retryFailedSchema,
  sendCountsSchema,
  sendProgressSchema,
  sendStartedSchema,
} from "@shared/schemas/newsletter";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaigns } from "../../db/schema";
import { unsubscribeUrl } from "../../emails/unsubscribe-link";
import { apiError, textResponse } from "../../http/contract";
import { renderNewsletter } from "./messages";
import { previewRecipients } from "./recipients";
import { deliveryProblems, requeue, sendCounts, startSend } from "./sending";
import * as service from "./service";
import { currentOutage } from "./store";
import { NEWSLETTER_STATUS_CHANNEL, NEWSLETTER_WORK_CHANNEL } from "./worker";

const errors = { 400: apiError, 404: apiError, 409: apiError };
const { list, one, rendered, projects, outage: outageReply } = newsletterReplies;

/** A route's contract: its summary, replies (with the error replies) and params or body. */
function contract<
  R extends Record<number, z.ZodType>,
  I extends { params?: z.ZodType; body?: z.ZodType; querystring?: z.ZodType },
>(summary: string, response: R, input = {} as I) {
  return {
    schema: { tags: ["nieuwsbrieven"], summary, ...input, response: { ...errors, ...response } },
  };
}

/**
 * /api/admin/newsletters: CRUD, recipient preview for saved and unsaved drafts, the
 * rendered e-mail, send counts, send, progress, resend, retry-failed, resend-uncertain,
 * the failed and uncertain addresses,
 * and the mail server's state (also live, as Server-Sent Events). Every route declares
 * its contract with zod; registered inside the admin area (one guard).
 */
export async function newsletterAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config, secret, realtime } = app.services;
  const { db } = database;
  const wakeWorkers = () => realtime.publish(NEWSLETTER_WORK_CHANNEL, {}).catch(() => {});
  const outage = () => currentOutage(database);
  const send = async (id: string, mode: ResendMode | false) => {
    const started = await startSend(db, id, mode);
    await wakeWorkers();
    return started;
  };
  const preview = (request: FastifyRequest, n: Parameters<typeof renderNewsletter>[0]) => {
    const links = { secret, publicUrl: config.PUBLIC_URL, mailbox: config.FOUNDATION_EMAIL };
    const email = request.adminUser?.email ?? config.FOUNDATION_EMAIL;
    return renderNewsletter(n, config.PUBLIC_URL, unsubscribeUrl(links, email));
  };

  app.get(
    "/newsletters",
    contract("Alle nieuwsbrieven, met hun laatste verzending", { 200: list }),
    async () => ({
      newsletters: await service.listNewsletters(db),
      mail_outage: await outage(),
    }),
  );

  app.get(
    "/newsletters/mail-status",
    contract("Storing van de mailserver", { 200: outageReply }),
    async () => ({
      outage: await outage(),
    }),
  );

  app.get(
    "/newsletters/events",
    {
      schema: {
        tags: ["nieuwsbrieven"],
        summary: "Storing van de mailserver, live (Server-Sent Events)",
        response: {
          200: textResponse(
            "text/event-stream",
            "Een 'mail-status'-gebeurtenis bij elke wijziging",
          ),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      realtime.stream(request, reply, {
        channel: NEWSLETTER_STATUS_CHANNEL,
        event: "mail-status",
        initial: async () => ({ outage: await outage() }),
      }),
  );

  app.get(
    "/newsletters/projects",
    contract("Actieve projecten, nieuwste eerst", { 200: projects }),
    async () => ({
      projects: await db
        .select({ id: campaigns.id, title: campaigns.title })
        .from(campaigns)
        .where(eq(campaigns.isActive, true))
        .orderBy(desc(campaigns.createdAt)),
    }),
  );

  app.post(
    "/newsletters",
    contract("Nieuwsbrief aanmaken", { 201: one }, { body: newsletterFormSchema }),
    async (request, reply) =>
      reply.code(201).send({ newsletter: await service.createNewsletter(db, request.body) }),
  );

  // An unsaved draft: nothing is inserted.
  const draftRecipients = contract(
    "Ontvangers van een concept",
    { 200: recipientPreviewSchema },
    { body: recipientFilterSchema },
  );
  app.post("/newsletters/recipients", draftRecipients, async ({ body }) =>
    previewRecipients(db, {
      projectFilter: body.project_filter,
      projectId: body.project_id,
      destinationFilter: body.destination_filter,
      customEmail: body.custom_email,
    }),
  );

  app.post(
    "/newsletters/preview",
    contract("Voorbeeld van een concept", { 200: rendered }, { body: newsletterFormSchema }),
    async (request) => preview(request, service.columns(request.body)),
  );

  app.get(
    "/newsletters/:id",
    contract("Eén nieuwsbrief", { 200: one }, { params }),
    async ({ params }) => ({
      newsletter: service.toDto(await service.getNewsletter(db, params.id)),
    }),
  );

  app.put(
    "/newsletters/:id",
    contract("Nieuwsbrief bijwerken", { 200: one }, { params, body: newsletterFormSchema }),
    async ({ params, body }) => ({
      newsletter: await service.updateNewsletter(db, params.id, body),
    }),
  );

  app.delete(
    "/newsletters/:id",
    contract("Nieuwsbrief verwijderen", { 204: z.null() }, { params }),
    async (request, reply) => {
      await service.deleteNewsletter(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/newsletters/:id/recipients",
    contract("Ontvangers", { 200: recipientPreviewSchema }, { params }),
    async ({ params }) => previewRecipients(db, await service.getNewsletter(db, params.id)),
  );

  app.get(
    "/newsletters/:id/preview",
    contract("De e-mail zoals hij verstuurd wordt", { 200: rendered }, { params }),
    async (request) => preview(request, await service.getNewsletter(db, request.params.id)),
  );

  // The confirmation dialogs' figures: everyone the filter reaches now, and who of them
  // has not received this newsletter yet.
  app.get(
    "/newsletters/:id/send-counts",
    contract("Aantallen voor de bevestiging", { 200: sendCountsSchema }, { params }),
    async ({ params }) => sendCounts(db, params.id),
  );

  app.post(
    "/newsletters/:id/send",
    contract("Versturen", { 202: sendStartedSchema }, { params }),
    async ({ params }, reply) => reply.code(202).send(await send(params.id, false)),
  );

  app.post(
    "/newsletters/:id/resend",
    contract("Opnieuw versturen", { 202: sendStartedSchema }, { params, body: resendSchema }),
    async ({ params, body }, reply) => reply.code(202).send(await send(params.id, body.mode)),
  );

  app.get(
    "/newsletters/:id/progress",
    contract("Voortgang van de laatste verzending", { 200: sendProgressSchema }, { params }),
    async ({ params }) => service.sendProgress(database, params.id),
  );

  app.get(
    "/newsletters/:id/problems",
    contract(
      "Mislukte of onzekere adressen van de laatste verzending",
      { 200: deliveryProblemsSchema },
      { params, querystring: deliveryProblemQuerySchema },
    ),
    async ({ params, query }) => deliveryProblems(db, params.id, query.which),
  );

  // Retry-failed and resend-uncertain put deliveries back in the queue and answer at once
  // how many; the newsletter's progress follows them as it does for a send.
  const requeued = async (id: string, which: "failed" | "uncertain", gmailOnly = false) => {
    const queued = await requeue(db, id, which, gmailOnly);
    if (queued > 0) await wakeWorkers();
    return { queued };
  };
  app.post(
    "/newsletters/:id/retry-failed",
    contract(
      "Mislukte e-mails opnieuw versturen",
      { 200: requeuedSchema },
      { params, body: retryFailedSchema },
    ),
    async ({ params, body }) => requeued(params.id, "failed", body.gmailOnly),
  );

  app.post(
    "/newsletters/:id/resend-uncertain",
    contract("Onzekere e-mails opnieuw versturen", { 200: requeuedSchema }, { params }),
    async ({ params }) => requeued(params.id, "uncertain"),
  );
}
