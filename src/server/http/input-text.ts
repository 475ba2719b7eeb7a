import { INVALID_CHARACTERS, isValidText } from "@shared/schemas/fields";
import type { FastifyInstance } from "fastify";
import { InvalidInputError } from "./errors";

/**
 * True when `value` is made of a parser's plain data: an object or array, not a buffer or
 * a stream (an upload's bytes). The router's and the query parser's objects have a
 * prototype of their own, so the prototype is no test.
 */
function isParsed(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== "function";
}

/**
 * Whether any text in a parsed request part (its strings and its keys, however deep) holds
 * what the site refuses: U+0000, half of a surrogate pair, or a control character other
 * than tab and the line breaks (`isValidText`). Buffers and streams
 * (uploads, the CSV import) are not walked; their readers judge their own text.
 */
export function holdsInvalidText(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === "string") {
      if (!isValidText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (isParsed(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isValidText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * One rule for every route: a request whose path parameters, query or body hold text the
 * site refuses is refused with 400 'Validatiefout' before its schema or handler
 * runs. The form schemas say the same per field (`text` in the shared fields); this catches
 * the fields whose schema is a plain string (an id, a title, a webhook's id) as well, so no
 * such request reaches a query and fails there with a 500, or stores a control character.
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (
      holdsInvalidText(request.params) ||
      holdsInvalidText(request.query) ||
      holdsInvalidText(request.body)
    ) {
      throw new InvalidInputError(INVALID_CHARACTERS);
    }
  });
}
