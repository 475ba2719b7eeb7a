import { describe, expect, it } from "vitest";
import { toggleListOption } from "./options";

describe("toggleListOption (NONE stays alone)", () => {
  it("choosing NONE clears the others and leaves only NONE", () => {
    expect(toggleListOption(["TRADER", "ASSET"], "NONE", true)).toEqual(["NONE"]);
  });

  it("choosing another option removes NONE", () => {
    expect(toggleListOption(["NONE"], "TRADER", true)).toEqual(["TRADER"]);
    expect(toggleListOption(["TRADER"], "ASSET", true)).toEqual(["TRADER", "ASSET"]);
  });

  it("choosing an option already there changes nothing", () => {
    expect(toggleListOption(["TRADER", "ASSET"], "TRADER", true)).toEqual(["TRADER", "ASSET"]);
  });

  it("unchecking NONE leaves an empty list", () => {
    expect(toggleListOption(["NONE"], "NONE", false)).toEqual([]);
  });

  it("unchecking another option removes only that option", () => {
    expect(
      toggleListOption(["MANDATORY_EXEMPT", "VOLUNTARY_ZAKATABLE"], "MANDATORY_EXEMPT", false),
    ).toEqual(["VOLUNTARY_ZAKATABLE"]);
  });

  it("does not change the list it is given", () => {
    const list = ["TRADER"];
    toggleListOption(list, "NONE", true);
    expect(list).toEqual(["TRADER"]);
  });
});
