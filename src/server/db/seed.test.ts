import { count } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { createTestStore, engines, type TestStore } from "../test/databases";
import { campaigns } from "./schema";
import { seedDemoData } from "./seed";

let store: TestStore | undefined;
afterEach(async () => {
  await store?.cleanup();
  store = undefined;
});

describe.each(engines)("the demo seed on %s", (engine) => {
  it("adds the demo campaign once, also when instances seed a new database together", async () => {
    store = await createTestStore(engine);
    const { app, close } = await buildTestApp({ store, work: false });
    const { db } = app.services.database;
    try {
      const seeded = await Promise.all([1, 2, 3, 4].map(() => seedDemoData(db)));
      expect(seeded.filter((s) => s.seeded)).toHaveLength(1);
      const [row] = await db.select({ n: count() }).from(campaigns);
      expect(row?.n).toBe(1);
    } finally {
      await close();
    }
  });
});
