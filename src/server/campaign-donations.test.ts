import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, donations } from "./db/schema";
import { winterCampaign } from "./db/seed";
import { buildTestApp } from "./test/app";
import { engines } from "./test/databases";

type App = Awaited<ReturnType<typeof buildTestApp>>["app"];

/** Starts a one-off gift (demo checkout); answers its id. */
async function give(app: App, destination: string, amount: string | number, extra = {}) {
  const started = await app.inject({
    method: "POST",
    url: "/api/donations",
    payload: { kind: "one-off", email: "gever@example.nl", destination, amount, ...extra },
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().donationId as string;
}

/** The demo provider's webhook: the gift is paid. */
const pay = (app: App, id: string) =>
  app.inject({
    method: "POST",
    url: "/api/payments/demo/webhook",
    payload: { id, status: "paid" },
  });

// Confirmed donations move the campaign, exactly once per donation.
describe.each(engines)("paid donations and the campaign on %s", (engine) => {
  it("a paid winterhulp donation raises the amount and supporters once, even when the webhook comes twice", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    const [winter] = await db.insert(campaigns).values(winterCampaign).returning();

    // As the form sends it when the giver also fills in the optional address.
    const donationId = await give(app, "winterhulp", "12.50", {
      phone: "0612345678",
      address: "Dorpsstraat 1",
      postalCode: "1234 AB",
      city: "Utrecht",
    });
    const webhook = () => pay(app, donationId);
    const [first, second] = await Promise.all([webhook(), webhook()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    await webhook();

    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, winter!.id));
    expect(after).toMatchObject({ currentAmountCents: 40_500_00 + 1250, supporters: 81 });
    await expect
      .poll(async () => (await app.inject("/api/campaigns/active")).json().campaign.current_amount)
      .toBe(40512.5);
  });

  it("a donation to another destination leaves the winter campaign alone", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    const [winter] = await db.insert(campaigns).values(winterCampaign).returning();
    expect((await pay(app, await give(app, "onderwijs", 10))).statusCode).toBe(200);
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, winter!.id));
    expect(after).toMatchObject({ currentAmountCents: 40_500_00, supporters: 80 });
  });

  it("a paid winterhulp donation counts towards the active campaign only, not a newer inactive one for winterhulp", async () => {
    const { app } = await buildTestApp({ engine, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const db = app.services.database.db;
    const [winter] = await db
      .insert(campaigns)
      .values({ ...winterCampaign, createdAt: new Date("2025-11-01T10:00:00Z") })
      .returning();
    // Next winter's campaign, prepared but not yet started: newer, same destination.
    const [draft] = await db
      .insert(campaigns)
      .values({
        ...winterCampaign,
        title: "Winterhulp Gaza 2026",
        currentAmountCents: 0,
        supporters: 0,
        isActive: false,
        createdAt: new Date("2025-12-01T10:00:00Z"),
      })
      .returning();

    const donationId = await give(app, "winterhulp", 20);
    expect((await pay(app, donationId)).statusCode).toBe(200);

    const [active] = await db.select().from(campaigns).where(eq(campaigns.id, winter!.id));
    expect(active).toMatchObject({ currentAmountCents: 40_500_00 + 2000, supporters: 81 });
    const [inactive] = await db.select().from(campaigns).where(eq(campaigns.id, draft!.id));
    expect(inactive).toMatchObject({ currentAmountCents: 0, supporters: 0, isActive: false });
    const [donation] = await db.select().from(donations).where(eq(donations.id, donationId));
    expect(donation).toMatchObject({ status: "paid", campaignId: winter!.id });
  });
});
