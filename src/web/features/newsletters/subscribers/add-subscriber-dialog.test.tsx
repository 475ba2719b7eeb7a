// @vitest-environment jsdom
import type { SubscriberDto } from "@shared/schemas/subscriber";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage, SilentEventSource } from "@web/test/admin-page";
import { subscribersAction, SubscribersManager } from "./subscribers-manager";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
}));
vi.mock("sonner", () => ({ toast }));

beforeEach(() => vi.stubGlobal("EventSource", SilentEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Adds `email` on the subscribers page; the server answers with `suppressed`. */
async function add(email: string, suppressed: SubscriberDto["suppressed"]) {
  recordApiCalls(() =>
    json(
      {
        subscriber: {
          suppressed,
          id: "s-1",
          email,
          name: null,
          source: "manual",
          consent: null,
          subscribed: true,
          created_at: "2026-12-01T10:00:00.000Z",
        },
      },
      201,
    ),
  );
  renderAdminPage({
    page: SubscribersManager,
    action: subscribersAction,
    data: { subscribers: [], counts: { total: 0, subscribed: 0, unsubscribed: 0 }, matching: 0 },
  });
  fireEvent.click(await screen.findByRole("button", { name: "Abonnee toevoegen" }));
  fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Toevoegen" }));
}

describe("adding a subscriber whose address is blocked", () => {
  it("warns that the address gets no newsletters, with the server's reply and the way out", async () => {
    await add("weg@example.org", {
      reason: "550 Onbekend adres",
      since: "2026-11-01T10:00:00.000Z",
    });
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith("Abonnee toegevoegd, maar geblokkeerd", {
        description:
          "weg@example.org krijgt geen nieuwsbrieven: de mailserver weigerde het adres (550 Onbekend adres). Werkt het adres weer, kies dan Blokkade opheffen bij het adres.",
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("an address without a block is simply added", async () => {
    await add("goed@example.org", null);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Abonnee toegevoegd", {
        description: "goed@example.org",
      }),
    );
    expect(toast.warning).not.toHaveBeenCalled();
  });
});

describe("resubscribing an address that is blocked", () => {
  it("says in the question and in the warning that it gets no newsletter until the block is lifted", async () => {
    const blocked = { reason: "550 Onbekend adres", since: "2026-11-01T10:00:00.000Z" };
    const gone: SubscriberDto = {
      suppressed: blocked,
      id: "s-2",
      email: "weg@example.org",
      name: null,
      source: "manual",
      consent: null,
      subscribed: false,
      created_at: "2026-01-10T10:00:00.000Z",
    };
    const calls = recordApiCalls(() => json({ subscriber: { ...gone, subscribed: true } }));
    renderAdminPage({
      page: SubscribersManager,
      action: subscribersAction,
      data: {
        subscribers: [gone],
        counts: { total: 1, subscribed: 0, unsubscribed: 1 },
        matching: 1,
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Opnieuw aanmelden: weg@example.org" }),
    );
    const question = await screen.findByRole("dialog");
    expect(question.textContent).toContain(
      "weg@example.org staat dan weer op de lijst, maar krijgt geen nieuwsbrief zolang het adres geblokkeerd is (de mailserver weigerde het).",
    );
    fireEvent.click(within(question).getByRole("button", { name: "Opnieuw aanmelden" }));
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith("Opnieuw aangemeld, maar geblokkeerd", {
        description:
          "weg@example.org krijgt geen nieuwsbrieven: de mailserver weigerde het adres (550 Onbekend adres). Werkt het adres weer, kies dan Blokkade opheffen bij het adres.",
      }),
    );
    expect(calls.map((c) => [c.method, c.url])).toEqual([["PATCH", "/api/admin/subscribers/s-2"]]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
