// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { monthlyDonorsAction, MonthlyDonorsPage } from "./monthly-donors-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The monthly donors page, which holds the direct-debit files, with no donors listed. */
function renderPage() {
  const calls = recordApiCalls(() =>
    json({ id: "9d9c3f0a-1b2c-4d5e-8f70-0a1b2c3d4e5f", count: 2, totalCents: 3000, leftOut: [] }),
  );
  renderAdminPage({
    page: MonthlyDonorsPage,
    action: monthlyDonorsAction,
    data: {
      monthlyDonors: [],
      totals: {
        active: 2,
        paused: 0,
        cancelled: 0,
        expectedMonthlyCents: 3000,
        expectedMonth: "2026-05",
      },
      batches: [],
      query: "",
    },
  });
  return calls;
}

async function askForFile() {
  fireEvent.change(await screen.findByLabelText("Incassodatum"), {
    target: { value: "2026-05-01" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Incassobestand maken" }));
  return screen.getByRole("dialog", { name: "Incassobestand maken?" });
}

describe("making a direct-debit file", () => {
  it("asks first, naming the date and what goes in, and calls nothing yet", async () => {
    const calls = renderPage();
    const dialog = await askForFile();
    expect(within(dialog).getByText(/^Het bestand voor/).textContent).toBe(
      "Het bestand voor 1 mei 2026 krijgt alle actieve machtigingen die voor mei 2026 nog niet zijn geïncasseerd. Hoeveel incasso's en welk totaal erin staan, zie je zodra het gemaakt is. Een gemaakt bestand kun je hier niet verwijderen.",
    );
    expect(calls).toEqual([]);
  });

  it("makes the file once confirmed", async () => {
    const calls = renderPage();
    const dialog = await askForFile();
    fireEvent.click(within(dialog).getByRole("button", { name: "Incassobestand maken" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "POST", url: "/api/admin/sepa-batches", body: { collectionDate: "2026-05-01" } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("makes nothing when the admin cancels", async () => {
    const calls = renderPage();
    const dialog = await askForFile();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
  });
});
