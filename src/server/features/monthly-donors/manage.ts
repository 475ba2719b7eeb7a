import type { MandateStatus } from "@shared/mandate";
import type { MonthlyGift, MonthlyGiftAction } from "@shared/schemas/monthly-gift";
import type { MonthlyGiftChange } from "@shared/schemas/monthly-giving";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthlyDonors } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../http/errors";
import { isValidManageToken } from "./manage-link";

/** Runs before a gift is stopped: cancels what collects it elsewhere (Mollie). */
export type BeforeStop = (id: string) => Promise<void>;

const INVALID_LINK = "Deze link is ongeldig.";

const gift = {
  mandateReference: monthlyDonors.mandateReference,
  firstName: monthlyDonors.firstName,
  amountCents: monthlyDonors.amountCents,
  status: monthlyDonors.mandateStatus,
};

/** Which status each action needs, and which it leaves. */
const TRANSITIONS: Record<MonthlyGiftAction, { from: MandateStatus[]; to: MandateStatus }> = {
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  stop: { from: ["active", "paused"], to: "cancelled" },
};

const REFUSED: Record<MonthlyGiftAction, string> = {
  pause: "Deze maandelijkse gift is niet actief en kan niet gepauzeerd worden.",
  resume: "Deze maandelijkse gift is niet gepauzeerd en kan niet hervat worden.",
  stop: "Deze maandelijkse gift is al gestopt.",
};

/** The gift behind a donor's link; a wrong token looks like an unknown gift. */
export async function ownGift(
  db: Db,
  secret: string,
  id: string,
  token: string,
): Promise<MonthlyGift> {
  if (!isValidManageToken(secret, id, token)) throw new NotFoundError(INVALID_LINK);
  const [row] = await db.select(gift).from(monthlyDonors).where(eq(monthlyDonors.id, id));
  if (!row) throw new NotFoundError(INVALID_LINK);
  return row;
}

/**
 * Applies an action of the donor's or an admin's: pause, resume or stop. Refused (409)
 * when the gift's status does not allow it; a stopped gift stays stopped.
 */
async function changeGiftStatus(
  db: Db,
  id: string,
  action: MonthlyGiftAction,
  beforeStop?: BeforeStop,
): Promise<MonthlyGift> {
  const { from, to } = TRANSITIONS[action];
  // Mollie first: if it cannot cancel now, nothing changes and the stop can be tried again.
  if (action === "stop" && beforeStop) {
    const [current] = await db.select(gift).from(monthlyDonors).where(eq(monthlyDonors.id, id));
    if (current && from.includes(current.status)) await beforeStop(id);
  }
  const [row] = await db
    .update(monthlyDonors)
    .set({ mandateStatus: to })
    .where(and(eq(monthlyDonors.id, id), inArray(monthlyDonors.mandateStatus, from)))
    .returning(gift);
  if (row) return row;
  const [exists] = await db.select(gift).from(monthlyDonors).where(eq(monthlyDonors.id, id));
  if (!exists) throw new NotFoundError("Maandelijkse gift niet gevonden");
  throw new ConflictError("Niet mogelijk", REFUSED[action]);
}

export async function changeOwnGift(
  db: Db,
  secret: string,
  id: string,
  token: string,
  action: MonthlyGiftAction,
  beforeStop?: BeforeStop,
): Promise<MonthlyGift> {
  await ownGift(db, secret, id, token);
  return changeGiftStatus(db, id, action, beforeStop);
}

/** An admin's change: a new amount and/or a new status. A stopped gift no longer changes. */
export async function changeGift(
  db: Db,
  id: string,
  change: MonthlyGiftChange,
  beforeStop?: BeforeStop,
): Promise<MonthlyGift> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(gift)
      .from(monthlyDonors)
      .where(eq(monthlyDonors.id, id))
      .for("update");
    if (!current) throw new NotFoundError("Maandelijkse gift niet gevonden");
    if (change.amount !== undefined) {
      if (current.status === "cancelled") {
        throw new ConflictError(
          "Niet mogelijk",
          "Een gestopte maandelijkse gift kan niet meer veranderen.",
        );
      }
      await tx
        .update(monthlyDonors)
        .set({ amountCents: change.amount })
        .where(eq(monthlyDonors.id, id));
    }
    return change.action
      ? changeGiftStatus(tx as Db, id, change.action, beforeStop)
      : { ...current, amountCents: change.amount ?? current.amountCents };
  });
}
