// @vitest-environment jsdom
import { parseStoredDraft, type ZakatInput } from "@shared/zakat";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CashSection } from "./money-sections";

afterEach(cleanup);

function Cash({ start }: { start: ZakatInput }) {
  const [input, setInput] = useState(start);
  return (
    <CashSection
      input={input}
      update={(change) =>
        setInput((current) => {
          const draft = structuredClone(current);
          change(draft);
          return draft;
        })
      }
    />
  );
}

describe("removing a row", () => {
  it("moves focus to the section's add button, as the pressed button leaves with its row", () => {
    const start = parseStoredDraft(
      JSON.stringify({
        assets: {
          cash: [
            { amount: 100, currency: "EUR" },
            { amount: 50, currency: "USD" },
          ],
        },
      }),
    );
    render(<Cash start={start} />);
    const remove = screen.getByRole("button", { name: "Rekening 2 verwijderen" });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole("button", { name: "Rekening 2 verwijderen" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rekening toevoegen" }));
  });
});
