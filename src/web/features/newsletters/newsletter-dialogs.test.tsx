// @vitest-environment jsdom
import type { NewsletterListItem } from "@shared/schemas/newsletter";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls } from "@web/test/admin-page";
import { ConfirmDelete, RetryDialog, SendDialog, UncertainDialog } from "./newsletter-dialogs";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterList, type RowActions } from "./newsletter-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const newsletter = { id: "n-1", title: "Winterhulp" } as NewsletterListItem;
const dialogProps = { newsletter, onClose: () => {}, onRequeue: async () => {}, running: false };

/** The editor's callbacks, none of which these tests follow. */
const formProps = {
  onSave: async () => {},
  onRecipients: () => {},
  onPreview: () => {},
  onCancel: () => {},
};

describe("the re-send dialogs list the addresses they are about", () => {
  it("'Mislukte opnieuw versturen' shows each failed address with the server's reply", async () => {
    const calls = recordApiCalls(() =>
      json({
        total: 2,
        addresses: [
          { email: "a@example.org", error: "452 Mailbox vol", attempts: 6, skipped: null },
          { email: "weg@example.org", error: "550 Onbekend", attempts: 1, skipped: "suppressed" },
        ],
      }),
    );
    render(<RetryDialog {...dialogProps} />);
    const list = await screen.findByRole("region", { name: "Mislukte adressen" });
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/newsletters/n-1/problems?which=failed"]);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "a@example.org452 Mailbox vol",
      "weg@example.orggeblokkeerd, wordt overgeslagen550 Onbekend",
    ]);
    expect(within(list).getByRole("heading").textContent).toBe("Mislukte adressen (2)");
    // A blocked address may be a donor or on a custom list, never on the subscriber list:
    // the dialog sends the admin to the blocked addresses of the diagnostics.
    expect(screen.getByRole("dialog").textContent).toContain(
      "worden overgeslagen tot je die blokkade opheft: onderaan deze pagina bij E-mail diagnose, met 'Diagnose uitvoeren' en dan 'Blokkade opheffen' bij het adres.",
    );
  });

  it("'Onzekere opnieuw versturen' asks for the uncertain ones and says when only some are shown", async () => {
    const calls = recordApiCalls(() =>
      json({
        total: 250,
        addresses: [{ email: "b@example.org", error: null, attempts: 1, skipped: null }],
      }),
    );
    render(<UncertainDialog {...dialogProps} />);
    await screen.findByRole("region", { name: "Onzekere adressen" });
    expect(calls.map((c) => c.url)).toEqual([
      "/api/admin/newsletters/n-1/problems?which=uncertain",
    ]);
    expect(screen.getByText("De eerste 1 van 250 adressen.")).toBeTruthy();
  });
});

describe("a send that would reach nobody says so", () => {
  const sendProps = { onClose: () => {}, onSend: async () => {} };

  it("'Versturen' to a filter without addresses: 'Geen ontvangers' and no send button to press", async () => {
    recordApiCalls(() => json({ everyone: 0, not_received: 0 }));
    render(<SendDialog {...sendProps} newsletter={{ ...newsletter, status: "draft" }} />);
    const status = screen.getByRole("status");
    await vi.waitFor(() => expect(status.textContent).not.toBe(""));
    expect(status.textContent).toBe(
      "Geen ontvangers: er zijn geen ontvangers gevonden voor deze criteria. Kies andere ontvangers bij Bewerken.",
    );
    const send = screen.getByRole("button", { name: "Versturen naar 0 ontvangers" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Opnieuw versturen' when everyone has it: says so, and 'Iedereen opnieuw' still sends", async () => {
    recordApiCalls(() => json({ everyone: 3, not_received: 0 }));
    render(<SendDialog {...sendProps} newsletter={{ ...newsletter, status: "sent" }} />);
    const status = screen.getByRole("status");
    await vi.waitFor(() => expect(status.textContent).not.toBe(""));
    expect(status.textContent).toBe(
      "Geen ontvangers: iedereen die deze nieuwsbrief krijgt, heeft hem al ontvangen.",
    );
    screen.getByRole("radio", { name: /^Iedereen opnieuw/ }).click();
    const send = await screen.findByRole("button", { name: "Versturen naar 3 ontvangers" });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(status.textContent).toBe("");
  });
});

describe("'Mislukte opnieuw versturen' on a newsletter's card", () => {
  const actions = new Proxy({ busy: new Set<string>() } as unknown as RowActions, {
    get: (target, key) => (key in target ? target[key as keyof RowActions] : () => {}),
  });
  const sent = (failed: number): NewsletterListItem =>
    ({
      ...newsletter,
      subject: "Onderwerp",
      status: "sent",
      created_at: "2026-12-01T10:00:00Z",
      last_send: { batch: 1, total: 10, sent: 10 - failed, failed, remaining: 0, uncertain: 0 },
    }) as NewsletterListItem;
  const retryButtons = () =>
    screen.queryAllByRole("button", { name: /^Mislukte opnieuw versturen/ });

  it("shows when the latest send has failed addresses", () => {
    render(<NewsletterList newsletters={[sent(2)]} actions={actions} outage={null} />);
    expect(retryButtons()).toHaveLength(1);
  });

  it("is absent when nothing failed: it would have nothing to send", () => {
    render(<NewsletterList newsletters={[sent(0)]} actions={actions} outage={null} />);
    expect(retryButtons()).toHaveLength(0);
    expect(screen.getByRole("button", { name: /^Opnieuw versturen/ })).toBeTruthy();
  });
});

describe("editing or deleting a newsletter while it is being sent", () => {
  const sending = (remaining: number): NewsletterListItem =>
    ({
      ...newsletter,
      subject: "Onderwerp",
      content: "Tekst",
      status: "sent",
      last_send: { batch: 1, total: 10, sent: 10 - remaining, failed: 0, remaining, uncertain: 0 },
    }) as NewsletterListItem;

  it("the editor says who gets what is saved now", () => {
    render(<NewsletterForm {...formProps} newsletter={sending(7)} />);
    expect(screen.getByText(/^Deze nieuwsbrief wordt nu verstuurd/).textContent).toBe(
      "Deze nieuwsbrief wordt nu verstuurd. Wat je opslaat, krijgen alleen de 7 ontvangers die hem nog niet kregen; wie hem al kreeg, houdt de vorige versie.",
    );
  });

  it("the editor says it of the one recipient still to come", () => {
    render(<NewsletterForm {...formProps} newsletter={sending(1)} />);
    expect(screen.getByText(/^Deze nieuwsbrief wordt nu verstuurd/).textContent).toBe(
      "Deze nieuwsbrief wordt nu verstuurd. Wat je opslaat, krijgt alleen de ontvanger die hem nog niet kreeg; wie hem al kreeg, houdt de vorige versie.",
    );
  });

  it("the editor of a newsletter not being sent has no such line", () => {
    render(<NewsletterForm {...formProps} newsletter={sending(0)} />);
    expect(screen.queryByText(/wordt nu verstuurd/)).toBeNull();
  });

  it("deleting says who will not get it any more", () => {
    const props = { onClose: () => {}, onConfirm: async () => {}, running: false };
    render(<ConfirmDelete {...props} newsletter={sending(1)} />);
    expect(screen.getByRole("dialog").textContent).toContain(
      "Winterhulp en de verzendgegevens ervan worden verwijderd. Hij wordt nu verstuurd: 1 ontvanger krijgt hem dan niet meer. Dit kan niet ongedaan worden gemaakt.",
    );
  });
});

describe("the custom list in the editor", () => {
  it("says how many addresses it reads and which entries it will skip", async () => {
    render(<NewsletterForm {...formProps} />);
    fireEvent.change(screen.getByLabelText(/^Ontvangers/), { target: { value: "custom_email" } });
    fireEvent.change(await screen.findByLabelText(/^E-mailadressen/), {
      target: {
        value:
          "a@example.org; Piet <B@example.org>\njan@example\nA@example.org, ,c@example.org d@example.org",
      },
    });
    expect((await screen.findByText(/adressen herkend/)).textContent).toBe(
      "2 adressen herkend.Niet herkend, wordt overgeslagen: jan@example, c@example.org d@example.org",
    );
  });
});
