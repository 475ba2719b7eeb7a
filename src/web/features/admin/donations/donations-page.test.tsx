// @vitest-environment jsdom
import type { DonationReport, DonationRow } from "@shared/schemas/donation-report";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { DonationsPage } from "./donations-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<DonationRow>): DonationRow => ({
  id: "d-1",
  createdAt: "2026-11-02T10:00:00.000Z",
  paidAt: "2026-11-02T10:01:00.000Z",
  kind: "zakat",
  destination: "ZAKAAT",
  purpose: "Zakaat - € 316,75",
  amountCents: 31675,
  status: "paid",
  name: "Jan Jansen",
  companyName: "Bakkerij Yilmaz BV",
  email: "boekhouding@bakkerij.example",
  ...overrides,
});

function renderPage(donations: DonationRow[]) {
  recordApiCalls();
  const report: DonationReport = {
    donations,
    truncated: false,
    totals: {
      count: donations.length,
      paidCount: donations.length,
      paidAmountCents: 0,
      otherStatuses: [],
    },
    weeks: [],
  };
  renderAdminPage({ page: DonationsPage, action: async () => null, data: report });
}

describe("the giver in the donations list (admin)", () => {
  it("shows a company's gift as the company with its contact under it", async () => {
    renderPage([row({})]);
    const cell = (await screen.findByText("Bakkerij Yilmaz BV")).closest("td")!;
    expect([...cell.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Bakkerij Yilmaz BV",
      "Jan Jansen",
      "boekhouding@bakkerij.example",
    ]);
  });

  it("names a company without a contact person once", async () => {
    renderPage([row({ name: "Bakkerij Yilmaz BV" })]);
    const cell = (await screen.findAllByText("Bakkerij Yilmaz BV"))[0]!.closest("td")!;
    expect(within(cell).getAllByText("Bakkerij Yilmaz BV")).toHaveLength(1);
  });
});
