// @vitest-environment jsdom
import type { NewsletterListItem, SendProgress } from "@shared/schemas/newsletter";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage, SilentEventSource } from "@web/test/admin-page";
import { NewsletterManager, newslettersAction } from "./newsletter-manager";

beforeEach(() => vi.stubGlobal("EventSource", SilentEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sending = {
  id: "n-1",
  title: "Winterhulp",
  subject: "Nieuws",
  content: "Tekst",
  project_filter: "all",
  project_id: null,
  destination_filter: null,
  custom_email: null,
  image_url: null,
  video_url: null,
  donation_link: null,
  flyer_mode: false,
  status: "sent",
  created_at: "2026-12-01T10:00:00.000Z",
  sent_at: "2026-12-01T10:05:00.000Z",
  last_send: { batch: 1, total: 2000, sent: 0, failed: 0, remaining: 2000, uncertain: 0 },
} as unknown as NewsletterListItem;

/** The page with one newsletter being sent; its progress polls answer `now`. */
function renderSending(now: Partial<SendProgress>) {
  recordApiCalls(({ url }) =>
    url.endsWith("/progress")
      ? json({
          newsletterId: "n-1",
          batch: 1,
          total: 2000,
          uncertain: 0,
          done: false,
          outage: null,
          ...now,
        })
      : json({}),
  );
  renderAdminPage({
    page: NewsletterManager,
    action: newslettersAction,
    data: { newsletters: [sending] },
  });
}

describe("a newsletter's card and dialogs while it is being sent", () => {
  it("go by the live counts, not by those of the page's load", async () => {
    renderSending({ sent: 1497, failed: 3, remaining: 500 });
    await screen.findByText("75% · 1497 verstuurd · 3 mislukt · 500 te gaan");
    // Failures during the send can be retried at once, without a reload.
    expect(screen.getByRole("button", { name: /^Mislukte opnieuw versturen/ })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /^Verwijderen/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "Hij wordt nu verstuurd: 500 ontvangers krijgen hem dan niet meer.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));

    fireEvent.click(screen.getByRole("button", { name: /^Bewerken/ }));
    expect((await screen.findByText(/^Deze nieuwsbrief wordt nu verstuurd/)).textContent).toContain(
      "alleen de 500 ontvangers die hem nog niet kregen",
    );
  });
});

describe("the newsletter editor", () => {
  it("closes on 'Annuleren' without asking, also with typed work, and keeps nothing of it", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    const calls = recordApiCalls(() => json({}));
    renderAdminPage({
      page: NewsletterManager,
      action: newslettersAction,
      data: { newsletters: [] },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Nieuwe nieuwsbrief" }));
    const editor = await screen.findByRole("dialog", { name: "Nieuwe nieuwsbrief" });
    fireEvent.change(within(editor).getByLabelText(/^Titel/), { target: { value: "Winterhulp" } });
    fireEvent.click(within(editor).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    // Opened again, the editor is empty.
    fireEvent.click(screen.getByRole("button", { name: "Nieuwe nieuwsbrief" }));
    const again = await screen.findByRole("dialog", { name: "Nieuwe nieuwsbrief" });
    expect((within(again).getByLabelText(/^Titel/) as HTMLInputElement).value).toBe("");
  });
});
