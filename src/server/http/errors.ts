import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError, z } from "zod";

// A rule without a message of its own (a plain `z.object`, `z.string`) answers in Dutch
// too: zod's own Dutch texts, for every schema the server checks. Each form field keeps
// its own message; this covers the rest (a body that is no object, a value of the wrong
// type in an admin's request).
z.config(z.locales.nl());

/**
 * What went wrong, in the service's own terms. Services throw a `DomainError` and know
 * nothing of HTTP; the one error handler below turns the kind into a status code and the
 * API's error shape `{ error, message }` (see docs/architecture.md, "Errors").
 */
export type ErrorKind = "invalid" | "not-found" | "conflict" | "too-large" | "upstream-failed";

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "upstream-failed": 502,
};

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly title: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "DomainError";
  }
}

/** A title and a sentence for the admin's or visitor's toast. */
export type ErrorText = { title: string; message: string };

/**
 * Input the schema could not judge alone (a project that does not exist, an empty file).
 * A bare message is shown under the title 'Validatiefout'.
 */
export class InvalidInputError extends DomainError {
  constructor(text: string | ErrorText) {
    const { title, message } =
      typeof text === "string" ? { title: "Validatiefout", message: text } : text;
    super("invalid", title, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Niet gevonden") {
    super("not-found", "Niet gevonden", message);
  }
}

/** The request is fine but the record's state forbids it now (already sent, last admin). */
export class ConflictError extends DomainError {
  constructor(title: string, message: string) {
    super("conflict", title, message);
  }
}

/** The answer to a request the server cannot read (its URL, its body's format). */
const BAD_REQUEST = {
  error: "Ongeldig verzoek",
  message: "Het verzoek kon niet worden verwerkt. Controleer de invoer en probeer het opnieuw.",
};

/** A body the server will not read, such as one nested far deeper than any form: 400. */
export class UnreadableRequestError extends DomainError {
  constructor() {
    super("invalid", BAD_REQUEST.error, BAD_REQUEST.message);
  }
}

/**
 * Errors of the router, before any route or hook: a path with bad percent-encoding
 * ('/api/uploads/%ZZ') or a path parameter over the router's length limit. Fastify's own
 * answer is English; this one has the API's shape. Passed as Fastify's `frameworkErrors`.
 */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.code(error.statusCode ?? 400).send(BAD_REQUEST);
}

const HEADERS_TOO_LARGE = {
  error: "Verzoek te groot",
  message: "Het adres of de kopregels van het verzoek zijn te lang.",
};

const TOO_SLOW = {
  error: "Verzoek te traag",
  message: "Het verzoek kwam niet op tijd binnen. Probeer het opnieuw.",
};

/**
 * Errors of the HTTP parser, before Fastify sees a request: a Content-Length that does not
 * match the body, a bad chunk, raw control characters in the path or a header, headers
 * over 16 KB, a request that took too long. Node's server hands them to this function
 * with the bare socket (Fastify's `clientErrorHandler`); Fastify's own answer is English.
 * The connection is closed after it, as Node and Fastify do.
 */
export function clientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A connection the client reset has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, body] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, HEADERS_TOO_LARGE]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, TOO_SLOW]
        : [400, BAD_REQUEST];
  this.log.debug({ err: error }, "unreadable request");
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
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
    if (error instanceof DomainError) {
      // A service elsewhere failed us: the visitor gets the Dutch message, the log the cause.
      if (error.kind === "upstream-failed" && error.cause !== undefined) {
        request.log.error({ err: error.cause }, error.message);
      }
      return reply
        .code(STATUS_BY_KIND[error.kind])
        .send({ error: error.title, message: error.message });
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
      return reply.code(status).send(BAD_REQUEST);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({
      error: "Serverfout",
      message: "Er ging iets mis aan onze kant. Probeer het later opnieuw.",
    });
  });
}
