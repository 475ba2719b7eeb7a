import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { adminAndMember, asBrowser } from "../../test/auth";
import { oneOff, startDonation } from "../donations/test-helpers";
import { CAMPAIGN_CHANNEL } from "./service";

const TARGET_INVALID = "Voer een geldig doelbedrag in (minimaal € 1, maximaal € 20.000.000)";

const campaign = {
  title: "Waterputten Afghanistan",
  description: "Schoon water voor drie dorpen.",
  image_url: "https://cdn.example.org/put.jpg",
  // Typed the Dutch way: 7.500,50 euros.
  target_amount: "7.500,50",
  current_amount: 1200,
  days_left: 30,
  supporters: 12,
  urgency: "HIGH",
  destination: "water",
  is_active: false,
};

/** A fresh app with its admin signed in, and how that admin posts a new campaign. */
async function signedInAdmin() {
  const { app } = await buildTestApp();
  const { admin } = await adminAndMember(app);
  const headers = asBrowser(app, admin);
  const create = (payload: object) =>
    app.inject({ method: "POST", url: "/api/admin/campaigns", headers, payload });
  return { app, admin, headers, create };
}

describe("admin campaigns", () => {
  it("creates, edits every field, activates and lists campaigns", async () => {
    const { app, admin, headers, create } = await signedInAdmin();
    const created = await create(campaign);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().campaign;
    expect(created.json().campaign).toMatchObject({
      title: "Waterputten Afghanistan",
      target_amount: 7500.5,
      current_amount: 1200,
      urgency: "HIGH",
      destination: "water",
      is_active: false,
    });

    const edited = await app.inject({
      method: "PUT",
      url: `/api/admin/campaigns/${id}`,
      headers,
      payload: {
        ...campaign,
        title: "Waterputten 2026",
        description: "Nieuw",
        image_url: "",
        target_amount: 9000,
        current_amount: "€ 1 500,25",
        days_left: 10,
        supporters: 15,
        urgency: "URGENT",
        destination: "",
        is_active: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().campaign).toMatchObject({
      title: "Waterputten 2026",
      description: "Nieuw",
      image_url: null,
      target_amount: 9000,
      current_amount: 1500.25,
      days_left: 10,
      supporters: 15,
      urgency: "URGENT",
      destination: null,
      is_active: true,
    });
    // The public banner now serves it (newest active).
    const active = await app.inject({ url: "/api/campaigns/active" });
    expect(active.json().campaign).toMatchObject({ id, title: "Waterputten 2026" });

    const off = await app.inject({
      method: "POST",
      url: `/api/admin/campaigns/${id}/deactivate`,
      headers,
    });
    expect(off.json().campaign.is_active).toBe(false);
    const on = await app.inject({
      method: "POST",
      url: `/api/admin/campaigns/${id}/activate`,
      headers,
    });
    expect(on.json().campaign.is_active).toBe(true);

    const list = await app.inject({ url: "/api/admin/campaigns", headers: { cookie: admin } });
    expect(list.json().campaigns.map((c: { id: string }) => c.id)).toContain(id);
  });

  it("keeps the donations paid while an admin's form was open, and applies the admin's own change", async () => {
    const { app, headers, create } = await signedInAdmin();
    const created = await create({ ...campaign, is_active: true });
    const opened = created.json().campaign; // € 1.200 from 12 donors, as the form shows it
    const loaded = { current_amount: opened.current_amount, supporters: opened.supporters };
    const save = (payload: object) =>
      app.inject({ method: "PUT", url: `/api/admin/campaigns/${opened.id}`, headers, payload });

    // Meanwhile a donor gives € 25 to water.
    const { donationId } = await startDonation(app, { ...oneOff, destination: "water" });
    await app.inject({
      method: "POST",
      url: "/api/payments/demo/webhook",
      payload: { id: donationId, status: "paid" },
    });

    // The admin changes the title only: the € 25 and its donor stay.
    const renamed = await save({
      ...campaign,
      is_active: true,
      title: "Water voor 3 dorpen",
      loaded,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().campaign).toMatchObject({
      title: "Water voor 3 dorpen",
      current_amount: 1225,
      supporters: 13,
    });
    // An offline gift of € 500 typed in on the form it opened: added on top.
    const offline = await save({
      ...campaign,
      is_active: true,
      current_amount: "1.725",
      supporters: 14,
      loaded: { current_amount: 1225, supporters: 13 },
    });
    expect(offline.json().campaign).toMatchObject({ current_amount: 1725, supporters: 14 });
    // Without `loaded`, the figures sent are the figures stored.
    const set = await save({ ...campaign, current_amount: 100, supporters: 1 });
    expect(set.json().campaign).toMatchObject({ current_amount: 100, supporters: 1 });
    // A change larger than what is left stops at 0.
    const lower = await save({
      ...campaign,
      current_amount: 0,
      supporters: 0,
      loaded: { current_amount: 500, supporters: 5 },
    });
    expect(lower.json().campaign).toMatchObject({ current_amount: 0, supporters: 0 });
  });

  it("keeps a campaign whose gifts took it past € 20.000.000 editable, without letting an admin type such a total", async () => {
    const { app, headers, create } = await signedInAdmin();
    const { id } = (await create({ ...campaign, is_active: true })).json().campaign;
    await app.services.database.query(
      "update campaigns set current_amount_cents = 2100000000 where id = $1",
      [id],
    );
    const save = (payload: object) =>
      app.inject({ method: "PUT", url: `/api/admin/campaigns/${id}`, headers, payload });
    const loaded = { current_amount: 21_000_000, supporters: 12 };
    const renamed = await save({
      ...campaign,
      title: "Nieuw",
      current_amount: "21.000.000",
      loaded,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().campaign).toMatchObject({ title: "Nieuw", current_amount: 21_000_000 });
    for (const payload of [
      { ...campaign, current_amount: "21.000.001", loaded },
      { ...campaign, current_amount: "21.000.000" },
      { ...campaign, current_amount: "21.000.000", loaded: { ...loaded, current_amount: 1200 } },
    ]) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Validatiefout",
        message: "Voer een geldig opgehaald bedrag in (€ 0 tot € 20.000.000)",
      });
    }
  });

  it("refuses bad input with 'Validatiefout' and stores nothing", async () => {
    const { app, headers, create } = await signedInAdmin();
    for (const [payload, message] of [
      [{ ...campaign, title: " " }, "Titel is verplicht"],
      [{ ...campaign, target_amount: "0" }, TARGET_INVALID],
      // Beyond what the columns hold: refused, not a database error.
      [{ ...campaign, target_amount: "25.000.000" }, TARGET_INVALID],
      [
        { ...campaign, current_amount: 21_474_837 },
        "Voer een geldig opgehaald bedrag in (€ 0 tot € 20.000.000)",
      ],
      [{ ...campaign, image_url: "javascript:alert(1)" }, "Gebruik een URL die begint met http"],
      [{ ...campaign, urgency: "LOW" }, "Kies een urgentie"],
      [{ ...campaign, days_left: 1.5 }, "Dagen over moet een heel getal van 0 of meer zijn"],
      // What Number() would read as a count, but no admin typed as one.
      ...[null, true, [1], "", " ", "0x10", "1e1", -1].map(
        (supporters) =>
          [
            { ...campaign, supporters },
            "Aantal donateurs moet een heel getal van 0 of meer zijn",
          ] as const,
      ),
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Validatiefout", message });
    }
    const { rows } = await app.services.database.query("select id from campaigns");
    expect(rows).toEqual([]);
    const missing = await app.inject({
      method: "PUT",
      url: "/api/admin/campaigns/geen-uuid",
      headers,
      payload: campaign,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("announces an edit on 'campaign_changes' with the campaign's id", async () => {
    const { app, headers, create } = await signedInAdmin();
    const created = await create(campaign);
    const { id } = created.json().campaign;
    const received: { id: string }[] = [];
    const stop = await app.services.realtime.subscribe(CAMPAIGN_CHANNEL, (payload) =>
      received.push(JSON.parse(payload)),
    );
    await app.inject({
      method: "PUT",
      url: `/api/admin/campaigns/${id}`,
      headers,
      payload: { ...campaign, title: "Live bijgewerkt" },
    });
    await expect.poll(() => received.map((r) => r.id)).toContain(id);
    await stop();
  });
});
