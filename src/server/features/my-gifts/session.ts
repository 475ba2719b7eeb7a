import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { donorSessions } from "../../db/schema";
import { hashToken } from "./sign-in-link";

/** A donor session ends after this long without a request (sliding). */
const SESSION_IDLE_MS = 60 * 60 * 1000;

/** Only the donor API reads the cookie; the browser sends it nowhere else. */
const COOKIE_PATH = "/api/mijn-giften";

/**
 * The donor's own cookie, apart from the admin's (better-auth's `qamar.session_token`):
 * neither area reads the other's. `__Secure-` prefixed and Secure on an https site.
 */
export function donorCookie(publicUrl: string) {
  const secure = publicUrl.startsWith("https://");
  const name = `${secure ? "__Secure-" : ""}qamar.donor_session`;
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    name,
    set: (reply: FastifyReply, value: string) =>
      reply.header("set-cookie", `${name}=${value}; ${attributes}`),
    clear: (reply: FastifyReply) =>
      reply.header("set-cookie", `${name}=; ${attributes}; Max-Age=0`),
    read(request: FastifyRequest): string | undefined {
      for (const part of (request.headers.cookie ?? "").split(";")) {
        const at = part.indexOf("=");
        if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
      }
      return undefined;
    },
  };
}

export function donorSessionStore(db: Db) {
  return {
    /** A new session for a proven address; answers the cookie's value. */
    async open(email: string, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        await tx.delete(donorSessions).where(lt(donorSessions.expiresAt, now));
        await tx.insert(donorSessions).values({
          tokenHash: hashToken(token),
          email,
          expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        });
      });
      return token;
    },

    /** The session's address while it is live; each use moves its end an hour on. */
    async touch(token: string, now = new Date()): Promise<string | null> {
      const [row] = await db
        .update(donorSessions)
        .set({ expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
        .where(and(eq(donorSessions.tokenHash, hashToken(token)), gt(donorSessions.expiresAt, now)))
        .returning({ email: donorSessions.email });
      return row?.email ?? null;
    },

    async close(token: string): Promise<void> {
      await db.delete(donorSessions).where(eq(donorSessions.tokenHash, hashToken(token)));
    },
  };
}
