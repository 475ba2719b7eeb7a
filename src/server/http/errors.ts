import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";

/**
 * Services throw domain errors that know no HTTP framework; one handler maps them to the
 * API's error shape `{ error, message }` (ARCHITECTURE.md, STYLE.md rule 5).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, "Validatiefout", message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Niet gevonden") {
    super(404, "Niet gevonden", message);
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply
        .code(400)
        .send({ error: "Validatiefout", message: error.issues[0]?.message ?? "Ongeldige invoer" });
    }
    // A route's declared schema refused the input before the handler ran.
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        error: "Validatiefout",
        message: error.validation[0]?.message ?? "Ongeldige invoer",
      });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: error.title, message: error.message });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        error: "Te veel verzoeken",
        message: "U heeft te veel verzoeken verstuurd. Probeer het over een minuut opnieuw.",
      });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, ...: the client's fault.
      return reply.code(status).send({
        error: "Ongeldig verzoek",
        message:
          "Het verzoek kon niet worden verwerkt. Controleer de invoer en probeer het opnieuw.",
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      error: "Serverfout",
      message: "Er ging iets mis aan onze kant. Probeer het later opnieuw.",
    });
  });
}
