// @vitest-environment jsdom
import type { NewsletterListItem } from "@shared/schemas/newsletter";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls } from "@web/test/admin-page";
import { RetryDialog, UncertainDialog } from "./newsletter-dialogs";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const newsletter = { id: "n-1", title: "Winterhulp" } as NewsletterListItem;
const dialogProps = { newsletter, onClose: () => {}, onRequeue: async () => {}, running: false };

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
