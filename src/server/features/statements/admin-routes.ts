import {
  statementPreviewSchema,
  statementProgressSchema,
  statementYearSchema,
} from "@shared/schemas/statements";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { statementDonors, yearlyStatement } from "../../documents/yearly-statement";
import { adminErrors, apiError } from "../../http/contract";
import { NotFoundError } from "../../http/errors";
import { startStatementRun, statementProgress } from "./service";

const tags = ["jaaroverzichten"];

/**
 * Yearly statements in the admin area ('Jaaroverzichten'): how many donors gave in a year
 * and how many have had their statement, one statement as PDF to look at first, and the
 * run that e-mails every donor theirs.
 */
export async function statementAdminRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const { db } = services.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/statements",
    {
      schema: {
        summary: "Jaaroverzichten van een jaar: donateurs met giften, verstuurd, bezig",
        tags,
        querystring: statementYearSchema,
        response: { 200: statementProgressSchema, ...adminErrors },
      },
    },
    async (request) => statementProgress(services, request.query.year),
  );

  routes.get(
    "/statements/preview",
    {
      schema: {
        summary: "Voorbeeld: het jaaroverzicht (PDF) van één donateur, standaard de eerste",
        tags,
        querystring: statementPreviewSchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "Het jaaroverzicht als PDF",
            content: {
              "application/pdf": {
                schema: z.instanceof(Buffer).meta({ type: "string", format: "binary" }),
              },
            },
          },
          ...adminErrors,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      const { year, email } = request.query;
      const donor = email?.trim().toLowerCase() || (await statementDonors(db, year))[0];
      const statement = donor ? await yearlyStatement(db, donor, year) : undefined;
      if (!statement || statement.gifts.length === 0) {
        throw new NotFoundError(`Geen giften gevonden in ${year}.`);
      }
      // The PDF library loads when first needed, not at start-up.
      const { renderStatementPdf, statementFilename } = await import("../../documents/statement");
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="${statementFilename(statement)}"`)
        .send(await renderStatementPdf(statement));
    },
  );

  routes.post(
    "/statements/send",
    {
      schema: {
        summary: "Jaaroverzichten versturen: elke donateur van het jaar die er nog geen kreeg",
        tags,
        body: statementYearSchema,
        response: { 202: statementProgressSchema, ...adminErrors, 409: apiError },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await startStatementRun(services, request.body.year)),
  );
}
