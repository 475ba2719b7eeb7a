import type { FieldErrors } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

import { FORM_RULES_UNAVAILABLE, RULES_UNAVAILABLE } from "@web/lib/lazy-resolver";
import { toastInvalid } from "./toasts";

afterEach(() => toast.error.mockReset());

describe("toastInvalid", () => {
  it("toasts 'Validatiefout' with the first field's message (spec 01 §5)", () => {
    toastInvalid({
      email: { type: "custom", message: "Ongeldig e-mailadres" },
      name: { type: "custom", message: "Naam is verplicht" },
    });
    expect(toast.error).toHaveBeenCalledWith("Validatiefout", {
      description: "Ongeldig e-mailadres",
    });
  });

  it("does not blame the visitor when the form's rules could not load", () => {
    const root = { type: RULES_UNAVAILABLE, message: FORM_RULES_UNAVAILABLE };
    toastInvalid({ root } as FieldErrors);
    expect(toast.error).toHaveBeenCalledWith("Fout", { description: FORM_RULES_UNAVAILABLE });
  });
});
