// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberField } from "./number-field";

afterEach(cleanup);

function Harness({ initial = 0, spy }: { initial?: number; spy: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        label="Bedrag"
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

describe("NumberField (spec 02 §5)", () => {
  it("has a visible label and passes the parsed number on, Dutch comma included", () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const input = screen.getByLabelText("Bedrag");
    fireEvent.change(input, { target: { value: "1250,75" } });
    expect(spy).toHaveBeenLastCalledWith(1250.75);
    fireEvent.change(input, { target: { value: "12," } });
    expect(spy).toHaveBeenLastCalledWith(12);
    // Still as typed while the user is busy.
    expect((input as HTMLInputElement).value).toBe("12,");
  });

  it("counts unparsable text as 0 and shows 0 once the field is left", () => {
    const spy = vi.fn();
    render(<Harness initial={5} spy={spy} />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "veel geld" } });
    expect(spy).toHaveBeenLastCalledWith(0);
    expect(input.value).toBe("veel geld");
    fireEvent.blur(input);
    expect(input.value).toBe("0");
  });

  it("shows a value changed from outside (restored draft, fetched price)", () => {
    render(<Harness initial={62.5} spy={vi.fn()} />);
    const input = screen.getByLabelText("Bedrag") as HTMLInputElement;
    expect(input.value).toBe("62,5");
    fireEvent.click(screen.getByText("van buiten"));
    expect(input.value).toBe("42,5");
  });
});
