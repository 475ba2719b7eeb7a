import { describe, expect, it } from "vitest";
import { extraPrerenderPaths, isClientOnlyPath } from "./paths";

describe("paths", () => {
  it("treats /admin and /auth (and below) as client-only, nothing else", () => {
    for (const p of ["/admin", "/admin/newsletter", "/auth", "/auth/x"]) {
      expect(isClientOnlyPath(p)).toBe(true);
    }
    for (const p of ["/", "/doneren", "/administratie", "/authentiek"]) {
      expect(isClientOnlyPath(p)).toBe(false);
    }
  });

  it("never lists a client-only path for prerendering", () => {
    expect(extraPrerenderPaths.filter(isClientOnlyPath)).toEqual([]);
  });
});
