// @vitest-environment jsdom
import type { DiagnosticsResult } from "@shared/schemas/email-diagnostics";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminAction } from "@web/lib/admin/actions";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { EmailDiagnostics, liftBlockIntent, testMailIntent } from "./email-diagnostics";

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The diagnostics on a page whose clientAction holds the test send; the server answers `transport`. */
async function sendTest(transport: "smtp" | "outbox") {
  const calls = recordApiCalls(() => json({ id: "e-1", transport }, 202));
  renderAdminPage({
    page: EmailDiagnostics,
    action: adminAction({ testMail: testMailIntent }),
    data: null,
  });
  fireEvent.change(await screen.findByLabelText("Testmail naar"), {
    target: { value: "test@example.org" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Testmail versturen" }));
  await waitFor(() =>
    expect(calls).toEqual([
      { method: "POST", url: "/api/admin/email/test", body: { email: "test@example.org" } },
    ]),
  );
}

describe("the test mail's message", () => {
  it("says the mail is queued, not sent, when the server queued it for the mail server", async () => {
    await sendTest("smtp");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Testmail klaargezet voor verzending", {
        description: "Naar test@example.org. Of hij is verstuurd, zie je bij E-mail.",
      }),
    );
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("says the mail is only stored when the server keeps e-mail in its outbox", async () => {
    await sendTest("outbox");
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith("Testmail opgeslagen, niet verstuurd", {
        description: "Deze server verstuurt geen e-mail (outbox). Je leest hem bij E-mail.",
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});

const diagnostics: DiagnosticsResult = {
  apiKeyValid: true,
  timestamp: "2026-03-01T10:00:00.000Z",
  smtp: { transport: "smtp", ok: true },
  domains: [],
  suppressions: [
    {
      email_address: "donor@example.org",
      reason: "552 Mailbox vol",
      created_at: "2026-02-20T10:00:00.000Z",
      failures: 2,
    },
    {
      email_address: "lijst+test@example.org",
      reason: "550 Onbekend adres",
      created_at: "2026-02-19T10:00:00.000Z",
      failures: 1,
    },
  ],
  error: null,
};

/** The diagnostics run, on a page whose clientAction can lift a block. */
async function blockedAddresses() {
  const calls = recordApiCalls(({ method }) =>
    method === "GET" ? json(diagnostics) : new Response(null, { status: 204 }),
  );
  renderAdminPage({
    page: EmailDiagnostics,
    action: adminAction({ liftBlock: liftBlockIntent }),
    data: null,
  });
  fireEvent.click(await screen.findByRole("button", { name: "Diagnose uitvoeren" }));
  const list = (await screen.findByText("donor@example.org")).closest("ul")!;
  return { calls, list };
}

describe("a blocked address on the diagnostics (admin)", () => {
  it("'Blokkade opheffen' asks first; confirmed, it lifts the block by address and leaves the list", async () => {
    const { calls, list } = await blockedAddresses();
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "Blokkade opheffen: donor@example.org",
      "Blokkade opheffen: lijst+test@example.org",
    ]);
    fireEvent.click(
      within(list).getByRole("button", { name: "Blokkade opheffen: lijst+test@example.org" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Blokkade opheffen?" });
    expect(within(dialog).getByText(/^lijst\+test@example\.org/).textContent).toBe(
      "lijst+test@example.org krijgt dan weer de nieuwsbrieven die naar dit adres gaan. De mailserver weigerde het adres (550 Onbekend adres); hef de blokkade alleen op als het adres weer werkt, bijvoorbeeld na een volle mailbox.",
    );
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Blokkade opheffen" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== "GET")).toEqual([
        {
          method: "DELETE",
          url: "/api/admin/email/suppressions?email=lijst%2Btest%40example.org",
          body: undefined,
        },
      ]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Blokkade opgeheven", {
        description:
          "lijst+test@example.org krijgt de volgende nieuwsbrief die naar dit adres gaat weer.",
      }),
    );
    await waitFor(() => expect(screen.queryByText("lijst+test@example.org")).toBeNull());
    expect(screen.getByText("donor@example.org")).toBeTruthy();
  });

  it("'Annuleren' lifts nothing", async () => {
    const { calls, list } = await blockedAddresses();
    fireEvent.click(
      within(list).getByRole("button", { name: "Blokkade opheffen: donor@example.org" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Blokkade opheffen?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    expect(screen.getByText("donor@example.org")).toBeTruthy();
  });
});
