// @vitest-environment jsdom
import type { PeriodicGiftRow } from "@shared/schemas/periodic-gift";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { periodicGiftsAction, PeriodicGiftsPage } from "./periodic-gifts-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const agreement: PeriodicGiftRow = {
  id: "0b7c2f4e-3d1a-4e6b-8f90-1a2b3c4d5e6f",
  transactionNumber: "PG-2026-000003",
  firstName: "Fatima",
  lastName: "El Idrissi",
  email: "fatima@example.nl",
  yearlyAmountCents: 60000,
  startYear: 2026,
  durationYears: 5,
  rhythm: "monthly",
  paymentMethod: "direct-debit",
  status: "sent",
  signedOn: null,
  inDirectDebitFile: false,
  createdAt: "2026-02-01T10:00:00.000Z",
};

function renderPage() {
  const calls = recordApiCalls(() => json({ periodicGift: { ...agreement, status: "signed" } }));
  renderAdminPage({
    page: PeriodicGiftsPage,
    action: periodicGiftsAction,
    data: { periodicGifts: [agreement], search: "" },
  });
  return calls;
}

async function askToMark() {
  fireEvent.click(
    await screen.findByRole("button", { name: "Markeren als ondertekend: PG-2026-000003" }),
  );
  return screen.getByRole("dialog", { name: "Markeren als ondertekend?" });
}

describe("an empty list of agreements", () => {
  it("says there are none yet without a search, and that none match with one", async () => {
    recordApiCalls();
    renderAdminPage({
      page: PeriodicGiftsPage,
      action: periodicGiftsAction,
      data: { periodicGifts: [], search: "" },
    });
    expect(await screen.findByRole("heading", { name: "Geen overeenkomsten" })).toBeTruthy();
    cleanup();
    renderAdminPage({
      page: PeriodicGiftsPage,
      action: periodicGiftsAction,
      data: { periodicGifts: [], search: "niemand" },
    });
    expect(
      await screen.findByRole("heading", { name: "Geen overeenkomsten gevonden" }),
    ).toBeTruthy();
    expect(screen.queryByText(/verschijnen hier/)).toBeNull();
  });
});

describe("marking a periodic gift agreement signed", () => {
  it("asks first, naming the agreement, and calls nothing yet", async () => {
    const calls = renderPage();
    const dialog = await askToMark();
    expect(within(dialog).getByText(/^Overeenkomst/).textContent).toMatch(
      /^Overeenkomst PG-2026-000003 van Fatima El Idrissi \(€\s600,00 per jaar\) wordt vastgelegd als ondertekend, met de datum van vandaag\. Doe dit pas als het ondertekende exemplaar binnen is: je kunt het hier niet ongedaan maken\.$/,
    );
    expect(calls).toEqual([]);
  });

  it("records the signature once confirmed", async () => {
    const calls = renderPage();
    const dialog = await askToMark();
    fireEvent.click(within(dialog).getByRole("button", { name: "Markeren als ondertekend" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "POST", url: `/api/admin/periodic-gifts/${agreement.id}/signed`, body: {} },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes nothing when the admin cancels", async () => {
    const calls = renderPage();
    const dialog = await askToMark();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
  });
});
