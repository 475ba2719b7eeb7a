// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { FormField, fieldA11y } from "./form-field";

afterEach(cleanup);

describe("FormField", () => {
  it("tells screen readers a field is required, and keeps its hint tied to it beside an error", () => {
    render(
      <>
        <FormField
          id="naam"
          label="Naam"
          required
          hint="Zoals op uw bankpas."
          error="Vul uw naam in"
        >
          <Input {...fieldA11y("naam", "Vul uw naam in", true)} />
        </FormField>
        <FormField id="bericht" label="Bericht" required>
          <Textarea {...fieldA11y("bericht", undefined)} />
        </FormField>
        <FormField id="bedrijf" label="Bedrijf">
          <Input {...fieldA11y("bedrijf", undefined)} />
        </FormField>
        <Input aria-label="Zoeken" />
      </>,
    );
    const name = screen.getByRole("textbox", { name: "Naam" });
    expect(name.getAttribute("aria-required")).toBe("true");
    // The hint stays under the field with the error, and both are read with it.
    const described = (name.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Zoals op uw bankpas.",
      "Vul uw naam in",
    ]);
    expect(screen.getByRole("textbox", { name: "Bericht" }).getAttribute("aria-required")).toBe(
      "true",
    );
    expect(screen.getByRole("textbox", { name: "Bedrijf" }).hasAttribute("aria-required")).toBe(
      false,
    );
    expect(screen.getByRole("textbox", { name: "Zoeken" }).hasAttribute("aria-required")).toBe(
      false,
    );
  });
});
