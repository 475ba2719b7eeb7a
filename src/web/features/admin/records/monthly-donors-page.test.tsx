// @vitest-environment jsdom
import type { MonthlyDonorRow } from "@shared/schemas/monthly-giving";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { monthlyDonorsAction, MonthlyDonorsPage } from "./monthly-donors-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gift: MonthlyDonorRow = {
  id: "5f0c6a3e-8a0e-4d3b-9a38-0f7a4c1e2b10",
  firstName: "Amina",
  lastName: "Bakker",
  email: "amina@example.nl",
  phone: null,
  companyName: null,
  iban: "NL** **** **** **12 34",
  intervalMonths: 3,
  amountCents: 4500,
  message: null,
  mandateReference: "QAMAR-2026-000007",
  mandateSignedOn: "2026-01-10",
  status: "active",
  createdAt: "2026-01-10T10:00:00.000Z",
  collectedBy: "bank",
  firstPaymentOpen: false,
  firstPaymentFailed: false,
  firstMonthRefunded: false,
  lastCollection: null,
  nextCollection: "2026-04-01",
};

function renderPage({ monthlyDonors = [gift], query = "" } = {}) {
  const calls = recordApiCalls();
  renderAdminPage({
    page: MonthlyDonorsPage,
    action: monthlyDonorsAction,
    data: {
      monthlyDonors,
      totals: {
        active: 1,
        paused: 0,
        cancelled: 0,
        expectedMonthlyCents: 4500,
        expectedMonth: "2026-04",
      },
      batches: [],
      query,
    },
  });
  return calls;
}

async function askToStop() {
  fireEvent.click(await screen.findByRole("button", { name: "Stoppen: QAMAR-2026-000007" }));
  return screen.getByRole("dialog", { name: "Gift stoppen?" });
}

describe("an empty list of monthly donors", () => {
  it("says there are none yet without a search, and that none match with one", async () => {
    renderPage({ monthlyDonors: [] });
    expect(await screen.findByRole("heading", { name: "Geen maanddonateurs" })).toBeTruthy();
    cleanup();
    renderPage({ monthlyDonors: [], query: "search=niemand" });
    expect(
      await screen.findByRole("heading", { name: "Geen maanddonateurs gevonden" }),
    ).toBeTruthy();
    expect(
      screen.getByText("Er zijn geen maanddonateurs die aan deze filters voldoen."),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Geen maanddonateurs" })).toBeNull();
  });
});

describe("stopping a monthly gift (admin)", () => {
  it("asks first, naming the donor and the amount, and calls nothing yet", async () => {
    const calls = renderPage();
    const dialog = await askToStop();
    expect(within(dialog).getByText(/^De gift van/).textContent).toMatch(
      /^De gift van Amina Bakker \(QAMAR-2026-000007\) van €\s45,00 per kwartaal stopt: er wordt niets meer geïncasseerd\. Dit kun je hier niet ongedaan maken\.$/,
    );
    expect(within(dialog).getByRole("button", { name: "Annuleren" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("stops the gift once confirmed", async () => {
    const calls = renderPage();
    const dialog = await askToStop();
    fireEvent.click(within(dialog).getByRole("button", { name: "Stoppen" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PATCH", url: `/api/admin/monthly-donors/${gift.id}`, body: { action: "stop" } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes nothing when the admin cancels", async () => {
    const calls = renderPage();
    const dialog = await askToStop();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
  });
});

describe("changing a gift's amount (admin)", () => {
  it("checks the amount before sending: the message under the field, nothing sent", async () => {
    const calls = renderPage();
    fireEvent.click(
      await screen.findByRole("button", { name: "Bedrag wijzigen: QAMAR-2026-000007" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Bedrag wijzigen" });
    const field = within(dialog).getByLabelText(/^Nieuw bedrag/);
    for (const wrong of ["", "twintig", "0,50", "5000000"]) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Opslaan" }));
      expect(
        within(dialog).getByText("Ongeldig bedrag: vul een bedrag in van € 1 tot € 1.000.000"),
      ).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
    }
    expect(calls).toEqual([]);
    fireEvent.change(field, { target: { value: "22,50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PATCH", url: `/api/admin/monthly-donors/${gift.id}`, body: { amount: "22,50" } },
      ]),
    );
  });
});
