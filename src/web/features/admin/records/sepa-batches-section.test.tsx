// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { monthlyDonorsAction, MonthlyDonorsPage } from "./monthly-donors-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIEW_URL = "/api/admin/sepa-batches/preview?collectionDate=2026-05-01";
const preview = { count: 2, totalCents: 3000, leftOut: [], refusal: null };

/**
 * The monthly donors page, which holds the direct-debit files, with no donors listed; the
 * server answers the preview with `answer` and a made file with two collections.
 */
function renderPage(answer: () => Response = () => json(preview)) {
  const calls = recordApiCalls((call) =>
    call.method === "GET"
      ? answer()
      : json({
          id: "9d9c3f0a-1b2c-4d5e-8f70-0a1b2c3d4e5f",
          count: 2,
          totalCents: 3000,
          leftOut: [],
        }),
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

/** Text with its no-break spaces (in amounts: '€ 30,00') as plain ones. */
const spaced = (text: string | null) => text?.replace(/\u00a0/g, " ");

const asked = { method: "GET", url: PREVIEW_URL, body: undefined };

async function askForFile() {
  fireEvent.change(await screen.findByLabelText("Incassodatum"), {
    target: { value: "2026-05-01" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Incassobestand maken" }));
  return screen.getByRole("dialog", { name: "Incassobestand maken?" });
}

describe("making a direct-debit file", () => {
  it("asks first, naming the date, how many collections and their total, and makes nothing yet", async () => {
    const calls = renderPage();
    const dialog = await askForFile();
    await waitFor(() =>
      expect(spaced(within(dialog).getByText(/^Het bestand voor/).textContent)).toBe(
        "Het bestand voor 1 mei 2026 krijgt 2 incasso's, samen € 30,00: de actieve machtigingen die voor mei 2026 nog niet zijn geïncasseerd. Een gemaakt bestand kun je hier niet verwijderen.",
      ),
    );
    expect(calls).toEqual([asked]);
  });

  it("names the mandates a file would leave out", async () => {
    renderPage(() =>
      json({
        ...preview,
        count: 1,
        totalCents: 1500,
        leftOut: [{ mandateReference: "QAMAR-2026-000002", laterCollectionDate: "2026-06-01" }],
      }),
    );
    const dialog = await askForFile();
    expect(await within(dialog).findByText(/^Niet meegenomen/)).toHaveProperty(
      "textContent",
      "Niet meegenomen, omdat hun eerste incasso (FRST) al in een bestand met een latere incassodatum staat: QAMAR-2026-000002 (eerste incasso 1 juni 2026).",
    );
    expect(spaced(within(dialog).getByText(/^Het bestand voor/).textContent)).toContain(
      "krijgt 1 incasso, samen € 15,00",
    );
  });

  it("says why no file would be made and offers only 'Annuleren'", async () => {
    renderPage(() =>
      json({
        count: 0,
        totalCents: 0,
        leftOut: [],
        refusal: { title: "Niets te incasseren", message: "Er zijn geen actieve machtigingen." },
      }),
    );
    const dialog = await askForFile();
    await within(dialog).findByText("Niets te incasseren. Er zijn geen actieve machtigingen.");
    expect(within(dialog).queryByRole("button", { name: "Incassobestand maken" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Annuleren" })).toBeTruthy();
  });

  it("shows a refused date and offers only 'Annuleren'", async () => {
    renderPage(() =>
      json(
        { error: "Validatiefout", message: "De incassodatum mag niet in het verleden liggen" },
        400,
      ),
    );
    const dialog = await askForFile();
    await within(dialog).findByText("De incassodatum mag niet in het verleden liggen");
    expect(within(dialog).queryByRole("button", { name: "Incassobestand maken" })).toBeNull();
  });

  it("makes the file once confirmed", async () => {
    const calls = renderPage();
    const dialog = await askForFile();
    const confirm = within(dialog).getByRole("button", { name: "Incassobestand maken" });
    // Not before the count is in.
    expect(confirm).toHaveProperty("disabled", true);
    await waitFor(() => expect(confirm).toHaveProperty("disabled", false));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls).toEqual([
        asked,
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
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
