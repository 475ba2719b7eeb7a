// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminAction } from "@web/lib/admin/actions";
import { json, recordApiCalls, renderAdminPage } from "@web/test/admin-page";
import { EmailDiagnostics, testMailIntent } from "./email-diagnostics";

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
