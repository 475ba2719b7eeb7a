// @vitest-environment jsdom
import type { AdminPeriodicGiftRow } from "@shared/schemas/periodic-gift";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast }));

import { periodicGiftsAction, PeriodicGiftsPage } from "./periodic-gifts-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const show of Object.values(toast)) show.mockReset();
});

const agreement: AdminPeriodicGiftRow = {
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
  notCollectedIfSignedToday: null,
};

/** What the server says the file would not collect of `agreement` if marked today. */
const LOST =
  "De eerste incasso kan op zijn vroegst op 1 januari 2027 (de 1e van een maand, minstens 14 dagen na de ondertekening). Het jaarbedrag van 2026 (€ 600,00 per jaar) wordt daardoor niet geïncasseerd: wat in 2027 wordt afgeschreven, telt voor 2027. Neem contact op met de donateur: het bedrag voor 2026 kan nog tot en met 31 december 2026 zelf worden overgemaakt.";

function renderPage(notCollected: string | null = null) {
  const calls = recordApiCalls(() =>
    json({
      periodicGift: {
        ...agreement,
        status: "signed",
        signedOn: "2026-12-08",
        inDirectDebitFile: true,
      },
      notCollected,
    }),
  );
  renderAdminPage({
    page: PeriodicGiftsPage,
    action: periodicGiftsAction,
    data: {
      periodicGifts: [{ ...agreement, notCollectedIfSignedToday: notCollected }],
      search: "",
    },
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
    expect(within(dialog).queryByText(/Niet alles wordt geïncasseerd/)).toBeNull();
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
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Gemarkeerd als ondertekend"));
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it("says what the direct-debit file will not collect, before and after the admin confirms", async () => {
    const calls = renderPage(LOST);
    const dialog = await askToMark();
    expect(within(dialog).getByText(LOST)).toBeTruthy();
    expect(within(dialog).getByText("Niet alles wordt geïncasseerd.")).toBeTruthy();
    // The signature is a fact: it is recorded all the same.
    fireEvent.click(within(dialog).getByRole("button", { name: "Markeren als ondertekend" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        "Gemarkeerd als ondertekend, niet alles wordt geïncasseerd",
        { description: LOST, duration: Number.POSITIVE_INFINITY, closeButton: true },
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("changes nothing when the admin cancels", async () => {
    const calls = renderPage();
    const dialog = await askToMark();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
  });
});
