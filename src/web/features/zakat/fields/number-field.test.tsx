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
  price = false,
}: {
  initial?: number;
  spy: (n: number) => void;
  prefix?: string;
  price?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        label="Bedrag"
        prefix={prefix}
        price={price}
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

  it("reads a price per gram with all its decimals; other amounts stay in whole cents", () => {
    const spy = vi.fn();
    render(<Harness initial={61.234} spy={spy} price />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    expect(input.value).toBe("61,234");
    expect(input.hasAttribute("data-unreadable")).toBe(false);
    expect(plain(screen.getByText(/^=/).textContent)).toBe("= € 61,234");
    fireEvent.change(input, { target: { value: "0,7851" } });
    expect(spy).toHaveBeenLastCalledWith(0.7851);
    fireEvent.change(input, { target: { value: "62,5" } });
    expect(plain(screen.getByText(/^=/).textContent)).toBe("= € 62,50");
    cleanup();
    render(<Harness spy={vi.fn()} />);
    const amount = screen.getByLabelText("Bedrag") as HTMLInputElement;
    fireEvent.change(amount, { target: { value: "10,005" } });
    expect(amount.hasAttribute("data-unreadable")).toBe(true);
  });

  it("writes a value back with every decimal it has, so it reads back the same", () => {
    for (const [value, text] of [
      [0.123456789012, "0,123456789012"],
      [1.25e-7, "0,000000125"],
      [1234567.5, "1.234.567,5"],
      [1e21, "1.000.000.000.000.000.000.000"],
      [0, "0"],
    ] as const) {
      const spy = vi.fn();
      render(<Harness initial={value} spy={spy} prefix="" />);
      const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
      expect(input.value).toBe(text);
      // Typed again as written, it is the same number.
      fireEvent.change(input, { target: { value: "1" } });
      fireEvent.change(input, { target: { value: text } });
      expect(spy).toHaveBeenLastCalledWith(value);
      cleanup();
    }
  });
});
