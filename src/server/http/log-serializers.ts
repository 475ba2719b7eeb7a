import { DrizzleQueryError } from "drizzle-orm/errors";
import { stdSerializers } from "pino";

/**
 * The logger's `err` serializer: pino's own, without the values a failed query was given.
 * A DrizzleQueryError names every bound parameter (names, e-mail addresses, IBANs) in its
 * message, its stack and `params`, and pino folds a cause's message and stack into the
 * error that carries it. So every DrizzleQueryError in the chain is replaced by one that
 * keeps the query text, the database's error code and the stack's frames, nothing else.
 */
export function errWithoutValues(error: Error): ReturnType<typeof stdSerializers.err> {
  return stdSerializers.err(withoutValues(error) as Error);
}

function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = withoutValues(error.cause);
  if (error instanceof DrizzleQueryError) {
    const clean = new Error(`Failed query: ${error.query}`, { cause });
    clean.name = "DrizzleQueryError";
    clean.stack = [`DrizzleQueryError: ${clean.message}`, ...frames(error.stack)].join("\n");
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return code === undefined ? clean : Object.assign(clean, { code });
  }
  if (cause === error.cause) return error;
  // An error that carries a cleaned one: a copy with that cause, the original untouched.
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)) as Error, error);
  copy.message = error.message;
  copy.stack = error.stack;
  copy.cause = cause;
  return copy;
}

/** A stack's frames, without the message lines above them. */
const frames = (stack: string | undefined) =>
  (stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
