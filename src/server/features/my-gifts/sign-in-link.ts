import { createHash, randomBytes } from "node:crypto";
import { render } from "@react-email/render";
import { paths } from "@shared/paths";
import { LINK_UNUSABLE } from "@shared/schemas/my-gifts";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { createElement } from "react";
import type { Db } from "../../db/client";
import { mayMail, VISITOR_MAIL_LIMITS } from "../../db/mail-limits";
import { donations, donorSignInLinks, monthlyDonors } from "../../db/schema";
import { DonorSignInEmail, donorSignInSubject } from "../../emails/donor-sign-in";
import { InvalidInputError } from "../../http/errors";
import { isSigned, sign } from "../../keys";
import { hasAgreements } from "../../periodic-gifts";
import type { Services } from "../../services";

const LINK_TITLE = "Link niet bruikbaar";

/** How long an e-mailed link works. */
const LINK_MINUTES = 30;

/** Addresses are compared and stored lower-case. */
const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** SHA-256 of a secret: what the database keeps of links and sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a sign-in link signs: the address it was sent to and its nonce. */
const signed = (email: string, nonce: string) => `${email}\u0000${nonce}`;

/** `<nonce>.<signature>`: the signature binds the nonce to the address it was sent to. */
function makeToken(secret: string, email: string): string {
  const nonce = randomBytes(32).toString("base64url");
  return `${nonce}.${sign(secret, "donorSignIn", signed(email, nonce))}`;
}

function isSignedFor(secret: string, email: string, token: string): boolean {
  const [nonce, given, ...rest] = token.split(".");
  if (!nonce || !given || rest.length > 0) return false;
  return isSigned(secret, "donorSignIn", signed(email, nonce), given);
}

/** A paid gift, a monthly gift (in any state) or a periodic gift agreement of this address. */
async function hasGifts(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${donations}
          where lower(${donations.email}) = ${email} and ${donations.status} = 'paid')
        or exists (select 1 from ${monthlyDonors} where lower(${monthlyDonors.email}) = ${email})
        or ${hasAgreements(email)}`,
    })
    .from(sql`(select 1) as one`);
  return row?.known === true;
}

type Deps = Pick<Services, "database" | "mailer" | "config" | "secret">;

export function createSignInLinks({ database, mailer, config, secret }: Deps) {
  const { db } = database;
  return {
    /**
     * Makes and stores a link for any address, and e-mails it only when the address has
     * gifts and got no link in the last minute: the caller's answer, and the work done,
     * are the same either way.
     */
    async request(input: string, now = new Date()): Promise<void> {
      const email = normaliseAddress(input);
      const token = makeToken(secret, email);
      const query = new URLSearchParams({ email, token });
      const element = createElement(DonorSignInEmail, {
        siteUrl: config.PUBLIC_URL,
        signInUrl: `${config.PUBLIC_URL}${paths.myGifts}?${query}`,
        minutes: LINK_MINUTES,
      });
      await db.transaction(async (tx) => {
        // Links a day past their end are of no use to anyone.
        await tx
          .delete(donorSignInLinks)
          .where(lt(donorSignInLinks.expiresAt, new Date(now.getTime() - 86_400_000)));
        await tx.insert(donorSignInLinks).values({
          tokenHash: hashToken(token),
          email,
          expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
        });
        // At most one e-mail a minute per address: requests for somebody else's address
        // cannot fill their mailbox. The link of the last minute still works.
        if (
          (await hasGifts(tx as Db, email)) &&
          (await mayMail(tx as Db, "donor-sign-in", email, VISITOR_MAIL_LIMITS.donorSignIn))
        ) {
          await mailer.send({
            template: "donor-sign-in",
            to: email,
            subject: donorSignInSubject,
            element,
            db: tx as Db,
          });
        } else {
          await render(element); // the same work as the mail above, which renders it
        }
      });
    },

    /**
     * Uses the link up: it must be signed for this address, stored for it, unused and
     * unexpired. Any failure gives the same Dutch message. Returns the address.
     */
    async consume(input: string, token: string, now = new Date()): Promise<string> {
      const email = normaliseAddress(input);
      if (!isSignedFor(secret, email, token))
        throw new InvalidInputError({ title: LINK_TITLE, message: LINK_UNUSABLE });
      const [used] = await db
        .update(donorSignInLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(donorSignInLinks.tokenHash, hashToken(token)),
            eq(donorSignInLinks.email, email),
            isNull(donorSignInLinks.usedAt),
            gt(donorSignInLinks.expiresAt, now),
          ),
        )
        .returning({ email: donorSignInLinks.email });
      if (!used) throw new InvalidInputError({ title: LINK_TITLE, message: LINK_UNUSABLE });
      return used.email;
    },
  };
}
