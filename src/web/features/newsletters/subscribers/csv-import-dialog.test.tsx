// @vitest-environment jsdom
import { CSV_MAX_BYTES } from "@shared/subscriber-csv";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminAction } from "@web/lib/admin/actions";
import { recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { CsvImportDialog, csvImportIntent } from "./csv-import-dialog";

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The import dialog on a page whose clientAction imports; `file` is chosen in it. */
async function choose(file: File) {
  const calls = recordApiCalls();
  renderAdminPage({
    page: () => <CsvImportDialog open onClose={() => {}} />,
    action: adminAction({ importCsv: csvImportIntent }),
    data: null,
  });
  const input = (await screen.findByText("CSV-bestand kiezen")).querySelector("input");
  fireEvent.change(input!, { target: { files: [file] } });
  return calls;
}

const tooLarge = ["Bestand te groot", { description: "Een CSV-bestand mag hoogstens 20 MB zijn." }];

describe("a CSV file over the import's 20 MB", () => {
  it("is refused in the dialog, with the server's own words, before anything is uploaded", async () => {
    const body = new Uint8Array(CSV_MAX_BYTES + 1).fill(0x61);
    const calls = await choose(new File([body], "groot.csv", { type: "text/csv" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(...tooLarge));
    expect(calls).toEqual([]);
    expect(screen.queryByRole("button", { name: /importeren$/ })).toBeNull();
  });

  it("is refused when only its UTF-8 upload is too large (a Windows-1252 file full of 'é')", async () => {
    const head = new TextEncoder().encode("email;naam\na@example.org;Zo");
    const body = new Uint8Array(CSV_MAX_BYTES - 1000).fill(0xe9);
    body.set(head);
    await choose(new File([body], "excel.csv", { type: "text/csv" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(...tooLarge));
  });

  it("a file within the limit gets its preview", async () => {
    await choose(new File(["email;naam\na@example.org;Zoë\n"], "klein.csv", { type: "text/csv" }));
    expect(await screen.findByRole("button", { name: "1 abonnee importeren" })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
