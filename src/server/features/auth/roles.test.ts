import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import {
  claimFirstAdmin,
  grantAdmin,
  isAdmin,
  LastAdminError,
  listUsers,
  OwnAdminError,
  revokeAdmin,
} from "./roles";

async function insertUsers(app: Awaited<ReturnType<typeof buildTestApp>>["app"], n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `user-${i}`,
    name: `Gebruiker ${i}`,
    email: `gebruiker${i}@example.org`,
  }));
  await app.services.database.db.insert(users).values(rows);
  // Open the pool's connections first, so the calls below overlap instead of queueing
  // behind connection set-up.
  await Promise.all(
    Array.from({ length: 10 }, () => app.services.database.query("select pg_sleep(0.05)")),
  );
  return rows.map((r) => r.id);
}

describe.each(engines)("roles on %s", (engine) => {
  it("lets exactly one of 20 simultaneous claims become the first admin", async () => {
    const { app } = await buildTestApp({ engine });
    const ids = await insertUsers(app, 20);
    // No password hashing in between: the claims really overlap (the race the lock closes).
    const won = await Promise.all(ids.map((id) => claimFirstAdmin(app.services.database, id)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const admins = (await listUsers(app.services.database.db)).filter((u) => u.isAdmin);
    expect(admins).toHaveLength(1);
    // Once there is an admin, nobody else claims the role.
    expect(await claimFirstAdmin(app.services.database, ids[0]!)).toBe(false);
  });

  it("never lets two simultaneous revocations remove the last admins", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const [a, b] = await insertUsers(app, 2);
    await grantAdmin(db, a!);
    await grantAdmin(db, b!);
    // Each revokes the other (nobody revokes their own).
    const results = await Promise.allSettled([revokeAdmin(db, a!, b!), revokeAdmin(db, b!, a!)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(LastAdminError);
    expect((await listUsers(db)).filter((u) => u.isAdmin)).toHaveLength(1);
  });
});

describe("grant and revoke", () => {
  it("grants, revokes, and refuses to remove the last admin or one's own role", async () => {
    const { app } = await buildTestApp();
    const db = app.services.database.db;
    const [a, b] = await insertUsers(app, 2);
    await grantAdmin(db, a!);
    await grantAdmin(db, a!); // twice is fine
    expect(await isAdmin(db, a!)).toBe(true);
    expect(await isAdmin(db, b!)).toBe(false);
    await expect(revokeAdmin(db, a!, b!)).rejects.toThrow(LastAdminError);
    await grantAdmin(db, b!);
    await expect(revokeAdmin(db, a!, a!)).rejects.toThrow(OwnAdminError);
    expect(await isAdmin(db, a!)).toBe(true);
    await revokeAdmin(db, a!, b!);
    expect(await isAdmin(db, a!)).toBe(false);
    await revokeAdmin(db, a!, b!); // not admin: nothing to do
    await expect(grantAdmin(db, "bestaat-niet")).rejects.toThrow("Gebruiker niet gevonden");
  });
});
