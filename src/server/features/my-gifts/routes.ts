import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isHoneypotFilled } from "@shared/schemas/fields";
import { firstPaymentStartedSchema } from "@shared/schemas/monthly-gift";
import { monthlyGiftChangeSchema } from "@shared/schemas/monthly-giving";
import {
  giftIdParams,
  LINK_REQUESTED,
  linkRequestedSchema,
  myGiftsLinkRequestSchema,
  myGiftsOverviewSchema,
  myGiftsSignInSchema,
  NOT_SIGNED_IN,
  newsletterChoiceSchema,
} from "@shared/schemas/my-gifts";
import { apiError, noContent, perMinuteLimit } from "../../http/contract";
import { NotFoundError } from "../../http/errors";
import { FOREIGN_ORIGIN, fromOwnOrigin } from "../../http/origin";
import type { DonorMonthlyGifts } from "../../monthly-gifts";
import { agreementsFor } from "../../periodic-gifts";
import { documentRoutes } from "./downloads";
import { newsletterStatus, paidGifts, setSubscribed, statementYears } from "./overview";
import { donorCookie, donorSessionStore } from "./session";
import { createSignInLinks } from "./sign-in-link";

const tags = ["mijn giften"];
const signedInErrors = { 401: apiError, 403: apiError } as const;
/** A signed-in change is rate limited per IP, like every public POST. */
const changeErrors = { ...signedInErrors, 429: apiError } as const;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the donor guard: the address the donor proved with an e-mailed link. */
    donorEmail?: string;
  }
}

/**
 * 'Mijn giften' (docs/product/my-gifts.md): POST /link e-mails a sign-in link, POST
 * /session opens a donor session with it, and the rest needs that session.
 */
export async function myGiftsRoutes(
  app: FastifyInstance,
  options: { monthlyGifts: DonorMonthlyGifts },
): Promise<void> {
  const { config } = app.services;
  const { db } = app.services.database;
  const links = createSignInLinks(app.services);
  const sessions = donorSessionStore(db);
  const cookie = donorCookie(config.PUBLIC_URL);
  const limited = perMinuteLimit(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requested = { ok: true as const, message: LINK_REQUESTED };

  routes.post(
    "/api/mijn-giften/link",
    {
      config: limited,
      // A bot that fills the honeypot gets the same answer, and nothing is made.
      preValidation: async (request, reply) => {
        if (isHoneypotFilled(request.body)) return reply.send(requested);
      },
      schema: {
        summary: "Vraagt een inloglink voor Mijn giften aan (zelfde antwoord voor elk adres)",
        tags,
        body: myGiftsLinkRequestSchema,
        response: { 200: linkRequestedSchema, 400: apiError, 429: apiError },
      },
    },
    async (request) => {
      await links.request(request.body.email);
      return requested;
    },
  );

  routes.post(
    "/api/mijn-giften/session",
    {
      config: limited,
      schema: {
        summary: "Opent een sessie met de link uit de e-mail (eenmalig, 30 minuten geldig)",
        tags,
        body: myGiftsSignInSchema,
        response: { 200: z.object({ email: z.string() }), 400: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const email = await links.consume(request.body.email, request.body.token);
      cookie.set(reply, await sessions.open(email));
      return { email };
    },
  );

  // The page asks this first: an answer without a session is a 200 with no address, so a
  // visitor who is not signed in meets no failed request.
  routes.get(
    "/api/mijn-giften/session",
    {
      schema: {
        summary: "Zegt of er een donateurssessie is, en voor welk adres",
        tags,
        response: { 200: z.object({ email: z.string().nullable() }) },
      },
    },
    async (request) => {
      const token = cookie.read(request);
      return { email: token ? await sessions.touch(token) : null };
    },
  );

  // Everything below needs a live donor session, and a change must come from this site.
  await app.register(async (donor) => {
    donor.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = cookie.read(request);
      const email = token ? await sessions.touch(token) : null;
      if (!email) return reply.code(401).send(NOT_SIGNED_IN);
      if (request.method !== "GET" && !fromOwnOrigin(request, config.PUBLIC_URL)) {
        return reply.code(403).send(FOREIGN_ORIGIN);
      }
      request.donorEmail = email;
    });
    const signedIn = donor.withTypeProvider<ZodTypeProvider>();
    const emailOf = (request: FastifyRequest) => request.donorEmail!;

    documentRoutes(donor, emailOf);

    const overview = async (email: string) => {
      const gifts = await paidGifts(db, email);
      return {
        email,
        gifts,
        monthlyGifts: await options.monthlyGifts.ofDonor(email),
        periodicGifts: (await agreementsFor(db, email)).map((agreement) => ({
          id: agreement.id,
          transactionNumber: agreement.transactionNumber,
          yearlyAmountCents: agreement.yearlyAmountCents,
          startYear: agreement.startYear,
          durationYears: agreement.durationYears,
          status: agreement.status,
          signedOn: agreement.signedOn,
        })),
        newsletter: await newsletterStatus(db, email),
        statementYears: await statementYears(db, email),
      };
    };

    signedIn.get(
      "/api/mijn-giften",
      {
        schema: {
          summary:
            "De giften, maandelijkse gift, periodieke giften, nieuwsbriefkeuze en jaaroverzichten van de donateur",
          tags,
          response: { 200: myGiftsOverviewSchema, ...signedInErrors },
        },
      },
      async (request) => overview(emailOf(request)),
    );

    signedIn.delete(
      "/api/mijn-giften/session",
      {
        schema: {
          summary: "Uitloggen",
          tags,
          response: { 204: noContent, ...signedInErrors },
        },
      },
      async (request, reply) => {
        await sessions.close(cookie.read(request)!);
        return cookie.clear(reply).code(204).send(null);
      },
    );

    signedIn.post(
      "/api/mijn-giften/monthly-gifts/:id",
      {
        config: limited,
        schema: {
          summary:
            "De donateur pauzeert, hervat, stopt of wijzigt het bedrag van de maandelijkse gift",
          tags,
          params: giftIdParams,
          body: monthlyGiftChangeSchema,
          response: {
            200: myGiftsOverviewSchema,
            400: apiError,
            404: apiError,
            409: apiError,
            ...changeErrors,
          },
        },
      },
      async (request) => {
        const email = emailOf(request);
        const own = await options.monthlyGifts.ofDonor(email);
        if (!own.some((gift) => gift.id === request.params.id)) {
          throw new NotFoundError("Deze gift is niet gevonden.");
        }
        await options.monthlyGifts.change(request.params.id, request.body);
        return overview(email);
      },
    );

    signedIn.post(
      "/api/mijn-giften/monthly-gifts/:id/first-payment",
      {
        config: limited,
        schema: {
          summary: "De donateur betaalt de eerste maand van een gift via Mollie (opnieuw)",
          tags,
          params: giftIdParams,
          response: {
            200: firstPaymentStartedSchema,
            404: apiError,
            409: apiError,
            502: apiError,
            ...changeErrors,
          },
        },
      },
      async (request) => {
        const own = await options.monthlyGifts.ofDonor(emailOf(request));
        if (!own.some((gift) => gift.id === request.params.id)) {
          throw new NotFoundError("Deze gift is niet gevonden.");
        }
        return { redirectUrl: await options.monthlyGifts.payFirstMonth(request.params.id) };
      },
    );

    signedIn.put(
      "/api/mijn-giften/newsletter",
      {
        config: limited,
        schema: {
          summary: "De donateur zet de nieuwsbrief aan of uit",
          tags,
          body: newsletterChoiceSchema,
          response: { 200: newsletterChoiceSchema, 400: apiError, ...changeErrors },
        },
      },
      async (request) => {
        await setSubscribed(db, emailOf(request), request.body.subscribed);
        return { subscribed: request.body.subscribed };
      },
    );
  });
}
