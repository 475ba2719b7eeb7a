import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AGREEMENT_NOT_FOUND,
  giftIdParams,
  periodicGiftIdParams,
  statementYearParams,
} from "@shared/schemas/my-gifts";
import {
  agreementCreditor,
  agreementFilename,
  renderAgreementPdf,
} from "../../documents/periodic-gift-agreement";
import { receiptFilename, renderReceiptPdf } from "../../documents/receipt";
import { renderStatementPdf, statementFilename } from "../../documents/statement";
import { yearlyStatement } from "../../documents/yearly-statement";
import { apiError, textResponse } from "../../http/contract";
import { NotFoundError } from "../../http/errors";
import { ownAgreement } from "../../periodic-gifts";
import { ownPaidGift } from "./overview";

const tags = ["mijn giften"];
const errors = { 400: apiError, 401: apiError, 404: apiError } as const;

function pdf(reply: FastifyReply, filename: string, bytes: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(bytes);
}

/**
 * The signed-in donor's documents: a paid gift's receipt, a year's statement and a periodic
 * gift agreement, only of the session's own address (another's gift or agreement, or a year
 * without gifts, is not found).
 */
export function documentRoutes(donor: FastifyInstance, emailOf: (r: FastifyRequest) => string) {
  const { db } = donor.services.database;
  const { config } = donor.services;
  const creditor = agreementCreditor(config);
  const routes = donor.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/mijn-giften/gifts/:id/receipt",
    {
      schema: {
        summary: "De kwitantie van een eigen betaalde gift (PDF)",
        tags,
        params: giftIdParams,
        produces: ["application/pdf"],
        response: { 200: textResponse("application/pdf", "De kwitantie als PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const gift = await ownPaidGift(db, emailOf(request), request.params.id);
      return pdf(reply, receiptFilename(gift), await renderReceiptPdf(gift));
    },
  );

  routes.get(
    "/api/mijn-giften/statements/:year",
    {
      schema: {
        summary: "Het jaaroverzicht giften van een jaar (PDF)",
        tags,
        params: statementYearParams,
        produces: ["application/pdf"],
        response: { 200: textResponse("application/pdf", "Het jaaroverzicht als PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await yearlyStatement(db, emailOf(request), request.params.year);
      if (statement.gifts.length === 0) {
        throw new NotFoundError(`Er zijn geen giften in ${request.params.year}.`);
      }
      return pdf(reply, statementFilename(statement), await renderStatementPdf(statement));
    },
  );
  routes.get(
    "/api/mijn-giften/periodic-gifts/:id/agreement",
    {
      schema: {
        summary: "De overeenkomst van een eigen periodieke gift (PDF)",
        tags,
        params: periodicGiftIdParams,
        produces: ["application/pdf"],
        response: { 200: textResponse("application/pdf", "De overeenkomst als PDF"), ...errors },
      },
    },
    async (request, reply) => {
      const agreement = await ownAgreement(db, emailOf(request), request.params.id);
      if (!agreement) throw new NotFoundError(AGREEMENT_NOT_FOUND);
      return pdf(
        reply,
        agreementFilename(agreement),
        await renderAgreementPdf(agreement, creditor),
      );
    },
  );
}
