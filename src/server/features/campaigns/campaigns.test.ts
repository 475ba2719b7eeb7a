import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, donations } from "../../db/schema";
import { winterCampaign } from "../../db/seed";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { collectEvents, listenOnFreePort } from "../../test/sse";
import { CAMPAIGN_MAX_CENTS } from "@shared/schemas/campaign-form";
import { recordPaidDonation } from "./service";

describe.each(engines)("campaigns on %s", (engine) => {
  it("answers the newest active campaign, or null", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    expect((await app.inject("/api/campaigns/active")).json()).toEqual({ campaign: null });

    await db.insert(campaigns).values({ ...winterCampaign, createdAt: new Date("2025-01-01") });
    await db.insert(campaigns).values({ ...winterCampaign, title: "Inactief", isActive: false });
    await db.insert(campaigns).values({
      ...winterCampaign,
      title: "Nieuwste",
      createdAt: new Date("2025-06-01"),
    });
    await expect
      .poll(async () => (await app.inject("/api/campaigns/active")).json().campaign?.title)
      .toBe("Nieuwste");
    const { campaign } = (await app.inject("/api/campaigns/active")).json();
    expect(campaign).toMatchObject({
      target_amount: 90000,
      current_amount: 40500,
      days_left: 18,
      supporters: 80,
      urgency: "URGENT",
      is_active: true,
      image_url: null,
    });
  });

  it("serves the active campaign from memory until a change is announced", async () => {
    const { app } = await buildTestApp({ engine });
    const { database, realtime } = app.services;
    // Wait until the insert's own announcement has arrived before reading.
    let announced = 0;
    await realtime.subscribe("campaign_changes", () => void announced++);
    const [row] = await database.db.insert(campaigns).values(winterCampaign).returning();
    await expect.poll(() => announced).toBe(1);
    expect((await app.inject("/api/campaigns/active")).json().campaign.title).toBe(
      "Winterhulp Gaza 2025",
    );

    // A change nobody announces is not seen: the answer comes from memory.
    await database.query("alter table campaigns disable trigger campaigns_notify");
    await database.query("update campaigns set title = 'Stil gewijzigd' where id = $1", [row!.id]);
    expect((await app.inject("/api/campaigns/active")).json().campaign.title).toBe(
      "Winterhulp Gaza 2025",
    );

    // An announced change (the trigger) drops the cached value.
    await database.query("alter table campaigns enable trigger campaigns_notify");
    await database.query("update campaigns set days_left = 17 where id = $1", [row!.id]);
    await expect
      .poll(async () => (await app.inject("/api/campaigns/active")).json().campaign)
      .toMatchObject({ title: "Stil gewijzigd", days_left: 17 });
  });

  it("streams a raw UPDATE of the campaign row as a `campaign` event", async () => {
    const { app } = await buildTestApp({ engine });
    const { database } = app.services;
    const [row] = await database.db.insert(campaigns).values(winterCampaign).returning();
    const url = await listenOnFreePort(app);
    const events = await collectEvents(`${url}/api/campaigns/events`, 1, async () => {
      await database.query("update campaigns set current_amount_cents = 4100000 where id = $1", [
        row!.id,
      ]);
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe("campaign");
    expect(JSON.parse(events[0]!.data)).toMatchObject({ id: row!.id, current_amount: 41000 });
  });

  it("streams a campaign that is not active without its texts: a draft stays unseen", async () => {
    const { app } = await buildTestApp({ engine });
    const { database } = app.services;
    const url = await listenOnFreePort(app);
    const events = await collectEvents(`${url}/api/campaigns/events`, 1, async () => {
      await database.db
        .insert(campaigns)
        .values({ ...winterCampaign, title: "GEHEIM concept", isActive: false });
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe("campaign");
    const data = JSON.parse(events[0]!.data);
    expect(data).toEqual({ id: expect.any(String), is_active: false });
    expect(events[0]!.data).not.toContain("GEHEIM");
  });

  it("counts a paid donation towards its campaign and remembers it on the donation", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const [winter] = await db.insert(campaigns).values(winterCampaign).returning();
    const [other] = await db
      .insert(campaigns)
      .values({ ...winterCampaign, destination: "water", title: "Water" })
      .returning();
    const donation = async (destination: string | null, campaignId: string | null = null) => {
      const [row] = await db
        .insert(donations)
        .values({
          kind: "one-off",
          destination,
          campaignId,
          purpose: "Test",
          amountCents: 2500,
          provider: "demo",
          email: "gever@example.nl",
        })
        .returning();
      return row!;
    };

    const toWinter = await donation("winterhulp");
    expect(await recordPaidDonation(db, toWinter)).toBe(winter!.id);
    const explicit = await donation(null, other!.id);
    expect(await recordPaidDonation(db, explicit)).toBe(other!.id);
    expect(await recordPaidDonation(db, await donation("onderwijs"))).toBeNull();

    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, winter!.id));
    expect(after).toMatchObject({ currentAmountCents: 40_500_00 + 2500, supporters: 81 });
    const [attributed] = await db.select().from(donations).where(eq(donations.id, toWinter.id));
    expect(attributed?.campaignId).toBe(winter!.id);
  });

  it("stops counting at the most a campaign holds instead of failing the payment", async () => {
    const { app } = await buildTestApp({ engine });
    const db = app.services.database.db;
    const [full] = await db
      .insert(campaigns)
      .values({ ...winterCampaign, currentAmountCents: CAMPAIGN_MAX_CENTS - 100 })
      .returning();
    const [gift] = await db
      .insert(donations)
      .values({
        kind: "one-off",
        destination: winterCampaign.destination,
        purpose: "Test",
        amountCents: 2500,
        provider: "demo",
        email: "gever@example.nl",
      })
      .returning();
    expect(await recordPaidDonation(db, gift!)).toBe(full!.id);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, full!.id));
    expect(after).toMatchObject({ currentAmountCents: CAMPAIGN_MAX_CENTS, supporters: 81 });
  });
});

// Two instances share one database only on PostgreSQL (PGlite locks its folder).
if (engines.includes("postgres"))
  describe("campaigns across instances (PostgreSQL)", () => {
    it("an update through instance A reaches an SSE client of instance B", async () => {
      const a = await buildTestApp({ engine: "postgres" });
      const b = await buildTestApp({ engine: "postgres", store: a.store });
      const [row] = await a.app.services.database.db
        .insert(campaigns)
        .values(winterCampaign)
        .returning();
      const urlB = await listenOnFreePort(b.app);
      const events = await collectEvents(`${urlB}/api/campaigns/events`, 1, async () => {
        await a.app.services.database.db
          .update(campaigns)
          .set({ title: "Via instantie A" })
          .where(eq(campaigns.id, row!.id));
      });
      expect(JSON.parse(events[0]!.data)).toMatchObject({ id: row!.id, title: "Via instantie A" });
      await b.close();
    });
  });
