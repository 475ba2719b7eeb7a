import { describe, expect, it } from "vitest";
import { contactMessages, donations } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { applyRetention, RETENTION_JOB } from "./retention";

const now = new Date("2026-06-15T12:00:00Z");

describe.each(engines)("privacy retention on %s", (engine) => {
  it("deletes messages resolved over six months ago and donations over seven years old", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const message = (name: string, resolvedAt: Date | null) => ({
      name,
      email: `${name}@example.nl`,
      message: "Vraag over een donatie",
      createdAt: new Date("2025-01-01T00:00:00Z"),
      resolvedAt,
    });
    await db
      .insert(contactMessages)
      .values([
        message("oud-afgehandeld", new Date("2025-12-15T11:59:59Z")),
        message("net-binnen", new Date("2025-12-15T12:00:01Z")),
        message("open", null),
      ]);
    const donation = (email: string, createdAt: Date) => ({
      kind: "one-off" as const,
      purpose: "Algemene steun",
      amountCents: 1000,
      provider: "demo" as const,
      email,
      createdAt,
    });
    await db
      .insert(donations)
      .values([
        donation("te-oud@example.nl", new Date("2019-06-15T11:59:59Z")),
        donation("bewaard@example.nl", new Date("2019-06-15T12:00:01Z")),
      ]);

    expect(await applyRetention(db, now)).toEqual({ messages: 1, donations: 1, signups: 0 });
    const names = (await db.select().from(contactMessages)).map((m) => m.name).sort();
    expect(names).toEqual(["net-binnen", "open"]);
    const emails = (await db.select().from(donations)).map((d) => d.email);
    expect(emails).toEqual(["bewaard@example.nl"]);
    // A second later both survivors are due; the open message never is.
    const later = new Date("2026-06-15T12:00:02Z");
    expect(await applyRetention(db, later)).toEqual({ messages: 1, donations: 1, signups: 0 });
    expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(["open"]);
  });
});

describe("the retention job", () => {
  it("is scheduled daily on the queue", async () => {
    const { app } = await buildTestApp();
    const { rows } = await app.services.database.query<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule where name = $1",
      [RETENTION_JOB],
    );
    expect(rows).toEqual([{ name: RETENTION_JOB, cron: "15 3 * * *" }]);
  });
});
