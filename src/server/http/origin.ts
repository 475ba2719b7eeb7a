import type { FastifyRequest } from "fastify";

/** The refusal of a change that does not come from this site. */
export const FOREIGN_ORIGIN = {
  error: "Geen toegang",
  message: "Dit verzoek komt niet van deze website.",
};

/**
 * Origin (or, without it, Referer) must be the site's own origin. Cookie sessions (the
 * admin's and the donor's) are SameSite=Lax; this check closes what Lax leaves open for
 * changes (docs/decisions/041).
 */
export function fromOwnOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
