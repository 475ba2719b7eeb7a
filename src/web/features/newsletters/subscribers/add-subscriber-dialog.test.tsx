// @vitest-environment jsdom
import type { SubscriberDto } from "@shared/schemas/subscriber";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { subscribersAction, SubscribersManager } from "./subscribers-manager";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
}));
vi.mock("sonner", () => ({ toast }));

/** The page's live list needs a stream; here one that never sends anything. */
class SilentEventSource {
  addEventListener() {}
  close() {}
}

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
