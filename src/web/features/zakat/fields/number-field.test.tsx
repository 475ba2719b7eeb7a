// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberField } from "./number-field";

afterEach(cleanup);

const plain = (text: string | null) => text?.replace(/\s/g, " ");

function Harness({
  initial = 0,
  spy,
  prefix = "€",
}: {
  initial?: number;
  spy: (n: number) => void;
  prefix?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        label="Bedrag"
        prefix={prefix}
        value={value}
        onChange={(n) => {
          spy(n);
          setValue(n);
        }}
      />
      <button type="button" onClick={() => setValue(42.5)}>
        van buiten
      </button>
    </>
  );
}

describe("NumberField", () => {
  it("reads amounts the Dutch way and shows what it understood", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "10.000" } });
    expect(spy).toHaveBeenLastCalledWith(10000);
    expect(plain(screen.getByText(/^=/).textContent)).toBe("= € 10.000,00");
    fireEvent.change(input, { target: { value: "1250.75" } });
    expect(spy).toHaveBeenLastCalledWith(1250.75);
    fireEvent.change(input, { target: { value: "12," } });
    // Still as typed while the user is busy; written the Dutch way once left.
    expect(input.value).toBe("12,");
    fireEvent.change(input, { target: { value: "12345,5" } });
    fireEvent.blur(input);
    expect(input.value).toBe("12.345,5");
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("never takes unreadable text as 0: the last readable value stays, with a message", () => {
    const spy = vi.fn();
    render(<Harness initial={5} spy={spy} />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "veel geld" } });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByText(/niet te lezen/)).toBeNull();
    fireEvent.blur(input);
    expect(input.value).toBe("veel geld");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("data-unreadable")).toBe(true);
    screen.getByText("Dit bedrag is niet te lezen. Schrijf het zo: 10.000 of 1.250,50.");
    fireEvent.change(input, { target: { value: "" } });
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(screen.queryByText(/niet te lezen/)).toBeNull();
  });

  it("reads grams with all their decimals and shows them with the unit", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} prefix="" />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "0,125" } });
    expect(spy).toHaveBeenLastCalledWith(0.125);
    expect(screen.getByText(/^=/).textContent).toBe("= 0,125");
  });

  it("shows a value changed from outside (restored draft, fetched price)", () => {
    render(<Harness initial={62.5} spy={vi.fn()} />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    expect(input.value).toBe("62,5");
    fireEvent.click(screen.getByText("van buiten"));
    expect(input.value).toBe("42,5");
  });
});
