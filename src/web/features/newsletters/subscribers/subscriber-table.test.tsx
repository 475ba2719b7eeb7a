// @vitest-environment jsdom
import type { SubscriberDto } from "@shared/schemas/subscriber";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage, SilentEventSource } from "@web/test/admin-page";
import { subscribersAction, SubscribersManager } from "./subscribers-manager";

beforeEach(() => {
  vi.stubGlobal("EventSource", SilentEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscriber = (id: string, email: string, subscribed: boolean): SubscriberDto => ({
  suppressed: null,
  id,
  email,
  name: null,
  source: "manual",
  consent: null,
  subscribed,
  created_at: "2026-01-10T10:00:00.000Z",
});
const active = subscriber("s-1", "amina@example.nl", true);
const gone = subscriber("s-2", "bilal@example.nl", false);

function renderPage(subscribers = [active, gone]) {
  const calls = recordApiCalls(({ body }) =>
    json({ subscriber: { ...active, ...(body as object) } }),
  );
  const subscribed = subscribers.filter((s) => s.subscribed).length;
  renderAdminPage({
    page: SubscribersManager,
    action: subscribersAction,
    data: {
      subscribers,
      counts: {
        total: subscribers.length,
        subscribed,
        unsubscribed: subscribers.length - subscribed,
      },
      matching: subscribers.length,
    },
  });
  return calls;
}

describe("an empty subscriber list (admin)", () => {
  it("says there are none yet and how they get there", async () => {
    renderPage([]);
    expect(await screen.findByRole("heading", { name: "Nog geen abonnees" })).toBeTruthy();
    expect(screen.getByText(/^Voeg er een toe of importeer een CSV-bestand\./).textContent).toBe(
      "Voeg er een toe of importeer een CSV-bestand. Wie zich op de site aanmeldt, staat hier ook.",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says a search found nobody, not that there are no subscribers", async () => {
    renderPage([]);
    fireEvent.change(await screen.findByLabelText("Zoek op e-mail of naam"), {
      target: { value: "onbekend" },
    });
    expect(await screen.findByRole("heading", { name: "Geen abonnees gevonden" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Nog geen abonnees" })).toBeNull();
  });
});

describe("(un)subscribing a subscriber (admin)", () => {
  it("'Afmelden' asks first and calls nothing yet; confirmed, it unsubscribes", async () => {
    const calls = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Afmelden: amina@example.nl" }));
    const dialog = screen.getByRole("dialog", { name: "Abonnee afmelden?" });
    expect(within(dialog).getByText(/^amina@example\.nl/).textContent).toBe(
      "amina@example.nl krijgt de nieuwsbrief niet meer.",
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Afmelden" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PATCH", url: "/api/admin/subscribers/s-1", body: { subscribed: false } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("'Opnieuw aanmelden' asks first and calls nothing yet; confirmed, it subscribes", async () => {
    const calls = renderPage();
    fireEvent.click(
      await screen.findByRole("button", { name: "Opnieuw aanmelden: bilal@example.nl" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Opnieuw aanmelden?" });
    expect(within(dialog).getByText(/^bilal@example\.nl/).textContent).toBe(
      "bilal@example.nl krijgt de nieuwsbrief weer. Doe dit alleen als deze persoon daar zelf om heeft gevraagd.",
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Opnieuw aanmelden" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PATCH", url: "/api/admin/subscribers/s-2", body: { subscribed: true } },
      ]),
    );
  });

  it("'Blokkade opheffen' asks first and calls nothing yet; confirmed, it lifts the block", async () => {
    const blocked: SubscriberDto = {
      ...subscriber("s-3", "vol@example.nl", true),
      suppressed: { reason: "552 Mailbox vol", since: "2026-02-01T10:00:00.000Z" },
    };
    const calls = renderPage([active, blocked]);
    fireEvent.click(
      await screen.findByRole("button", { name: "Blokkade opheffen: vol@example.nl" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Blokkade opheffen?" });
    expect(within(dialog).getByText(/^vol@example\.nl/).textContent).toBe(
      "vol@example.nl krijgt dan weer de nieuwsbrieven die naar dit adres gaan. De mailserver weigerde het adres (552 Mailbox vol); hef de blokkade alleen op als het adres weer werkt, bijvoorbeeld na een volle mailbox.",
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Blokkade opheffen" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "DELETE", url: "/api/admin/subscribers/s-3/suppression", body: undefined },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes nothing when the admin cancels either question", async () => {
    const calls = renderPage();
    for (const name of ["Afmelden: amina@example.nl", "Opnieuw aanmelden: bilal@example.nl"]) {
      fireEvent.click(await screen.findByRole("button", { name }));
      fireEvent.click(
        within(screen.getByRole("dialog")).getByRole("button", { name: "Annuleren" }),
      );
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    expect(calls).toEqual([]);
  });

  it("opens 'Abonnee toevoegen' empty again after it was closed with a wrong address in it", async () => {
    const calls = renderPage();
    const open = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Abonnee toevoegen" }));
      return within(await screen.findByRole("dialog"));
    };
    let dialog = await open();
    fireEvent.change(dialog.getByLabelText(/E-mailadres/), { target: { value: "fout@" } });
    fireEvent.submit(dialog.getByRole("form", { name: "Abonnee toevoegen" }));
    await dialog.findByText("Ongeldig e-mailadres");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await open();
    expect((dialog.getByLabelText(/E-mailadres/) as HTMLInputElement).value).toBe("");
    expect(dialog.queryByText("Ongeldig e-mailadres")).toBeNull();
    expect(calls).toEqual([]);
  });
});
