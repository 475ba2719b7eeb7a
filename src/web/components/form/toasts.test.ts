import type { FieldErrors } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

import { FORM_RULES_UNAVAILABLE, RULES_UNAVAILABLE } from "@web/lib/lazy-resolver";
import { toastInvalid, toastOutcome } from "./toasts";

afterEach(() => {
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe("toastInvalid", () => {
  it("toasts 'Validatiefout' with the first field's message", async () => {
    toastInvalid({
      email: { type: "custom", message: "Ongeldig e-mailadres" },
      name: { type: "custom", message: "Naam is verplicht" },
    });
    // The first toast waits for sonner to load (it is not in the first-load script); the
    // toasts after it show at once.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Validatiefout", {
        description: "Ongeldig e-mailadres",
      }),
    );
  });

  it("does not blame the visitor when the form's rules could not load", () => {
    const root = { type: RULES_UNAVAILABLE, message: FORM_RULES_UNAVAILABLE };
    toastInvalid({ root } as FieldErrors);
    expect(toast.error).toHaveBeenCalledWith("Fout", { description: FORM_RULES_UNAVAILABLE });
  });
});

describe("toastOutcome", () => {
  it("gives every toast of a form the form's id, so the next outcome replaces it", () => {
    toastInvalid({ iban: { type: "custom", message: "Ongeldig IBAN formaat" } }, undefined, "f");
    toastOutcome("f", { kind: "success", title: "Aanmelding verzonden", description: "Dank" });
    expect(toast.error).toHaveBeenCalledWith("Validatiefout", {
      id: "f",
      description: "Ongeldig IBAN formaat",
    });
    expect(toast.success).toHaveBeenCalledWith("Aanmelding verzonden", {
      id: "f",
      description: "Dank",
    });
    // An outcome with one toast removes the second toast an earlier outcome had.
    expect(toast.dismiss).toHaveBeenCalledWith("f:2");
  });

  it("shows a second toast of the same outcome under its own id", () => {
    toastOutcome("f", { kind: "success", title: "A" }, { kind: "success", title: "B" });
    expect(toast.success).toHaveBeenNthCalledWith(1, "A", { id: "f", description: undefined });
    expect(toast.success).toHaveBeenNthCalledWith(2, "B", { id: "f:2", description: undefined });
    expect(toast.dismiss).not.toHaveBeenCalled();
  });
});
