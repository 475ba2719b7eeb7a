import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, isAborted, messageOf, titleOf } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

describe("the API client", () => {
  it("sends JSON and reads JSON", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: 1 }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await api.post<{ ok: number }>("/api/x", { a: 1 })).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/x");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("throws the server's Dutch title and message", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: "Validatiefout", message: "Voer uw naam in." }, { status: 400 }),
    );
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(titleOf(error)).toBe("Validatiefout");
    expect(messageOf(error, "anders")).toBe("Voer uw naam in.");
    expect((error as ApiError).isUserFacing).toBe(true);
  });

  it("says 'Netwerkfout' when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(titleOf(error)).toBe("Netwerkfout");
  });

  it("rejects with an AbortError when its signal aborts", async () => {
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      const signal = init.signal as AbortSignal;
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    });
    const controller = new AbortController();
    const call = api.get("/api/list", { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isAborted(await call)).toBe(true);
  });
});
