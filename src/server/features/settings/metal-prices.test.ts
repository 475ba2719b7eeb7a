import { describe, expect, it } from "vitest";
import { metalPricesInputSchema } from "@shared/schemas/metal-prices";
import { settings } from "../../db/schema";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { adminAndMember, asBrowser } from "../../test/auth";
import { getMetalPrices, METAL_PRICES_KEY, setMetalPrices } from "./metal-prices";

describe.each(engines)("metal prices on %s", (engine) => {
  it("GET /api/metal-prices gives the default prices until an admin sets them", async () => {
    const { app } = await buildTestApp({ engine });
    const res = await app.inject({ method: "GET", url: "/api/metal-prices" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({
      goldPricePerGram: 62.5,
      silverPricePerGram: 0.78,
      updatedAt: null,
    });
  });

  it("serves what setMetalPrices stored, rounded to cents, and overwrites on a second set", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const set = (input: unknown) => setMetalPrices(db, metalPricesInputSchema.parse(input));
    const first = await set({ goldPricePerGram: "71,234", silverPricePerGram: 0.9 });
    expect(first).toMatchObject({ goldPricePerGram: 71.23, silverPricePerGram: 0.9 });
    // Prices typed the Dutch way are read as a Dutch reader means them.
    expect(await set({ goldPricePerGram: "€ 1.072,50", silverPricePerGram: "0.85" })).toMatchObject(
      { goldPricePerGram: 1072.5, silverPricePerGram: 0.85 },
    );
    await set({ goldPricePerGram: 72, silverPricePerGram: 0.85 });
    const res = await app.inject({ method: "GET", url: "/api/metal-prices" });
    const body = res.json();
    expect(body).toMatchObject({ goldPricePerGram: 72, silverPricePerGram: 0.85 });
    expect(new Date(body.updatedAt).getTime()).not.toBeNaN();
    const rows = await db.select().from(settings);
    expect(rows).toHaveLength(1);
  });

  it("PUT /api/admin/settings/metal-prices refuses bad prices in Dutch and keeps the stored ones", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const { admin } = await adminAndMember(app);
    const put = (payload: object) =>
      app.inject({
        method: "PUT",
        url: "/api/admin/settings/metal-prices",
        headers: asBrowser(app, admin),
        payload,
      });
    expect((await put({ goldPricePerGram: 70, silverPricePerGram: "0,8" })).json()).toMatchObject({
      metalPrices: { goldPricePerGram: 70, silverPricePerGram: 0.8 },
    });
    for (const bad of [
      { goldPricePerGram: 0, silverPricePerGram: 0.8 },
      { goldPricePerGram: "abc", silverPricePerGram: 0.8 },
      { goldPricePerGram: 70, silverPricePerGram: -1 },
      { goldPricePerGram: 70 },
      { goldPricePerGram: 0.001, silverPricePerGram: 0.8 },
    ]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: "Validatiefout",
        message: expect.stringMatching(/^Voer een geldige (goud|zilver)prijs/),
      });
    }
    expect(await getMetalPrices(db)).toMatchObject({
      goldPricePerGram: 70,
      silverPricePerGram: 0.8,
    });
  });

  it("falls back to the defaults when the stored value is unreadable", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    await db.insert(settings).values({ key: METAL_PRICES_KEY, value: { gold: "veel" } });
    expect(await getMetalPrices(db)).toEqual({
      goldPricePerGram: 62.5,
      silverPricePerGram: 0.78,
      updatedAt: null,
    });
  });
});
