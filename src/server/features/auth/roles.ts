import { and, asc, eq, sql } from "drizzle-orm";
import type { UserListItem } from "@shared/schemas/admin-records";
import type { Database, Db } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../http/errors";

/**
 * Roles: the first registered user becomes admin; later users have no
 * rights until an admin grants them; the last admin can never lose the role, and no
 * admin takes it from themselves (another admin does: docs/decisions/090).
 * Every change of the admin set takes one transaction-scoped advisory lock, so two
 * changes never decide on the same stale count (docs/decisions/040).
 */
const ROLE_CHANGE_LOCK = 7_040_001;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockRoleChanges(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
}

/**
 * Makes `userId` admin when no admin exists yet. Called once the new user's row has
 * committed; under the lock the `not exists` sees every earlier grant, so twenty
 * simultaneous sign-ups on an empty database give exactly one admin.
 */
export async function claimFirstAdmin(database: Database, userId: string): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const result = (await tx.execute(sql`
      insert into user_roles (user_id, role)
      select ${userId}, 'admin'
      where not exists (select 1 from user_roles where role = 'admin')
      returning user_id`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1;
  });
}

/** Whether any account is admin yet (the site's first admin has been made). */
export async function hasAdmin(db: Db): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return rows.length === 1;
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length === 1;
}

export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      adminSince: userRoles.grantedAt,
    })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(({ adminSince, createdAt, ...user }) => ({
    ...user,
    createdAt: createdAt.toISOString(),
    isAdmin: adminSince !== null,
  }));
}

export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError("Gebruiker niet gevonden");
    await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  });
}

export class LastAdminError extends ConflictError {
  constructor() {
    super(
      "Niet toegestaan",
      "Er moet altijd minstens één beheerder blijven. Maak eerst iemand anders beheerder.",
    );
  }
}

export class OwnAdminError extends ConflictError {
  constructor() {
    super(
      "Niet toegestaan",
      "Je kunt je eigen beheerdersrechten niet intrekken. Vraag een andere beheerder dat te doen.",
    );
  }
}

/** `byUserId`, an admin, takes the role from `userId`: never from themselves. */
export async function revokeAdmin(db: Db, userId: string, byUserId: string): Promise<void> {
  if (userId === byUserId) throw new OwnAdminError();
  await db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError("Gebruiker niet gevonden");
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"));
    if (!admins.some((a) => a.userId === userId)) return;
    if (admins.length <= 1) throw new LastAdminError();
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  });
}
