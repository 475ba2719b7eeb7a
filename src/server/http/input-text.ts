import { INVALID_CHARACTERS, isValidText } from "@shared/schemas/fields";
import type { FastifyInstance } from "fastify";
import { InvalidInputError, UnreadableRequestError } from "./errors";

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

/** Deeper than any request of the site nests its data (its forms are two levels at most). */
export const MAX_DEPTH = 32;

/**
 * What the site refuses in a parsed request part, or null: 'text' when any of its strings or
 * keys, however deep, holds U+0000, half of a surrogate pair, or a control character other
 * than tab and the line breaks (`isValidText`); 'depth' when objects or arrays nest deeper
 * than MAX_DEPTH (a library that walks the value recursively, such as JSON.stringify for
 * better-auth, would run out of stack). Buffers and streams (uploads, the CSV import) are
 * not walked; their readers judge their own text.
 */
export function refusedInput(root: unknown): "text" | "depth" | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (!isValidText(value)) return "text";
    } else if (Array.isArray(value) || isParsed(value)) {
      if (depth >= MAX_DEPTH) return "depth";
      for (const [key, item] of Object.entries(value)) {
        if (!Array.isArray(value) && !isValidText(key)) return "text";
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * One rule for every route: a request whose path parameters, query or body hold text the
 * site refuses is refused with 400 'Validatiefout' before its schema or handler
 * runs. The form schemas say the same per field (`text` in the shared fields); this catches
 * the fields whose schema is a plain string (an id, a title, a webhook's id) as well, so no
 * such request reaches a query and fails there with a 500, or stores a control character.
 * A body nested past MAX_DEPTH is refused with 400 'Ongeldig verzoek'.
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const refused =
      refusedInput(request.params) ?? refusedInput(request.query) ?? refusedInput(request.body);
    if (refused === "text") throw new InvalidInputError(INVALID_CHARACTERS);
    if (refused === "depth") throw new UnreadableRequestError();
  });
}
