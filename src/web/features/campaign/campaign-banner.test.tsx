// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Campaign, FALLBACK_CAMPAIGN } from "@shared/campaign";
import { MemoryRouter } from "react-router";
import { CampaignBanner } from "./campaign-banner";
import winterAidImage from "./winter-aid.svg";

class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  static opened = 0;
  readyState = 0;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened++;
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

const active: Campaign = {
  ...FALLBACK_CAMPAIGN,
  id: "11111111-1111-1111-1111-111111111111",
  title: "Winterhulp Gaza 2025",
  current_amount: 45000,
  supporters: 90,
  urgency: "HIGH",
};

function mockFetch(answer: () => Promise<Response>) {
  const fn = vi.fn(answer);
  vi.stubGlobal("fetch", fn);
  return fn;
}
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CampaignBanner />
    </MemoryRouter>,
  );

beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CampaignBanner", () => {
  it("shows a skeleton while loading, then the active campaign", async () => {
    let resolve!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((r) => (resolve = r)));
    renderBanner();
    expect(screen.getByTestId("campaign-skeleton")).toBeTruthy();
    // Its links are there before the campaign: a keyboard user tabbing past reaches them.
    expect(screen.getByRole("region", { name: "Actuele campagne" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Doneer Nu" }).getAttribute("href")).toBe("/doneren");
    expect(screen.getByRole("link", { name: /Meer informatie/ })).toBeTruthy();
    await act(async () => resolve(new Response(JSON.stringify({ campaign: active }))));
    expect(screen.getByRole("heading", { name: "Winterhulp Gaza 2025" })).toBeTruthy();
    expect(screen.getByText("⚡ Hoge prioriteit")).toBeTruthy();
    expect(screen.getByTestId("campaign-percent").textContent).toBe("50,0% van het doel bereikt");
    expect(screen.getByTestId("campaign-Donateurs").textContent).toBe("90");
    expect(
      screen.getByTestId("campaign-Gemiddeld per donateur").textContent?.replace(/\s/g, " "),
    ).toBe("€ 500");
    expect(screen.getByRole("link", { name: "Doneer Nu" }).getAttribute("href")).toBe("/doneren");
    const more = screen.getByRole("link", { name: /Meer informatie/ });
    expect(more.getAttribute("target")).toBe("_blank");
    expect(more.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("falls back to the built-in campaign on a read error and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    mockFetch(() => Promise.reject(new Error("offline")));
    renderBanner();
    expect(await screen.findByTestId("campaign-banner")).toHaveProperty(
      "dataset.state",
      "fallback",
    );
    expect(screen.getByText("🚨 Urgent")).toBeTruthy();
    expect(screen.getByTestId("campaign-percent").textContent).toBe("45,0% van het doel bereikt");
    expect(screen.getByTestId("campaign-Dagen te gaan").textContent).toBe("18");
    expect(warn).toHaveBeenCalledWith("Failed to fetch campaign", expect.any(Error));
  });

  it("falls back when there is no active campaign", async () => {
    mockFetch(() => json({ campaign: null }));
    renderBanner();
    expect(await screen.findByTestId("campaign-banner")).toHaveProperty(
      "dataset.state",
      "fallback",
    );
  });

  it("replaces the shown campaign when a live change arrives", async () => {
    mockFetch(() => json({ campaign: active }));
    renderBanner();
    await screen.findByRole("heading", { name: "Winterhulp Gaza 2025" });
    await act(async () =>
      FakeEventSource.last!.emit("campaign", { ...active, current_amount: 63000, supporters: 0 }),
    );
    expect(screen.getByTestId("campaign-percent").textContent).toBe("70,0% van het doel bereikt");
    // No supporters -> average 0.
    expect(
      screen.getByTestId("campaign-Gemiddeld per donateur").textContent?.replace(/\s/g, " "),
    ).toBe("€ 0");
  });

  it("opens a new stream with growing pauses when EventSource gives up (a 503)", async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = mockFetch(() => json({ campaign: active }));
      FakeEventSource.opened = 0;
      renderBanner();
      await act(async () => {});
      const giveUp = async () => {
        const source = FakeEventSource.last!;
        source.readyState = FakeEventSource.CLOSED;
        await act(async () => source.emit("error", null));
        return source;
      };
      const first = await giveUp();
      // No new stream before the pause, one after it (at most 1.5 s for the first).
      expect(FakeEventSource.opened).toBe(1);
      await act(async () => vi.advanceTimersByTime(1500));
      expect(FakeEventSource.opened).toBe(2);
      expect(FakeEventSource.last).not.toBe(first);
      // The second failure waits longer: at least 1 s, at most 3 s.
      await giveUp();
      await act(async () => vi.advanceTimersByTime(999));
      expect(FakeEventSource.opened).toBe(2);
      await act(async () => vi.advanceTimersByTime(2001));
      expect(FakeEventSource.opened).toBe(3);
      // Once a stream opens again, the campaign is read afresh.
      const reads = fetchMock.mock.calls.length;
      await act(async () => FakeEventSource.last!.emit("open", null));
      expect(fetchMock.mock.calls.length).toBe(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    // Anything but an http(s) address (a relative path, no image) shows the bundled one.
    ["/relative.jpg", "the bundled image", winterAidImage],
    [null, "the bundled image", winterAidImage],
    // An https address is the campaign's own image, shown as is.
    [
      "https://cdn.example.org/gaza-winter.jpg",
      "that address",
      "https://cdn.example.org/gaza-winter.jpg",
    ],
  ])(
    "uses the bundled image unless image_url starts with http: %j shows %s",
    async (imageUrl, _, src) => {
      mockFetch(() => json({ campaign: { ...active, image_url: imageUrl } }));
      const { container } = renderBanner();
      await screen.findByRole("heading", { name: "Winterhulp Gaza 2025" });
      const images = container.querySelectorAll("img");
      expect(images).toHaveLength(1);
      expect(images[0]!.getAttribute("src")).toBe(src);
    },
  );
});
