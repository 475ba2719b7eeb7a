// @vitest-environment jsdom
import { foundationDetails } from "@content/foundation-details";
import { standIn } from "@shared/facts/stand-in";
import { readDetails } from "@shared/site-details";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ImpactVideos from "./impact-videos";

const [intro, water, bread] = foundationDetails.videos.impact;

/** The facts with the foundation's own addresses for two videos; the third a stand-in. */
const withRealVideos = readDetails({
  ...foundationDetails,
  videos: {
    ...foundationDetails.videos,
    impact: [
      { ...intro!, videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { ...water!, videoUrl: "https://video.stichtingqamar.nl/water-voor-gaza.mp4" },
      { ...bread!, videoUrl: standIn("https://www.stichtingqamar.nl/video/brood.mp4") },
      { ...bread!, id: "brood-2", title: "Brood, deel 2", videoUrl: "https://v.example.nl/b.mp4" },
    ],
  },
});

const player = () => screen.getByTestId("video-player");
const pick = (name: RegExp) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("impact videos", () => {
  it("shows no section, no player, for the demo facts whose video addresses are stand-ins", () => {
    const { container } = render(<ImpactVideos />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByTestId("video-player")).toBeNull();
  });

  it("leaves out the video whose address is a stand-in and shows the others", () => {
    expect(withRealVideos.impactVideos.map((v) => v.id)).toEqual([
      "introductie",
      "water-gaza",
      "brood-2",
    ]);
    render(<ImpactVideos items={withRealVideos.impactVideos} />);
    expect(screen.getAllByRole("button", { name: /^Video \d:/ })).toHaveLength(3);
    expect(screen.queryByText("Brood voor Gaza")).toBeNull();
    expect(screen.getByText("Brood, deel 2")).toBeTruthy();
  });

  it("moves focus to the chosen video's title, as its button leaves the list", () => {
    render(<ImpactVideos items={withRealVideos.impactVideos} />);
    const button = screen.getByRole("button", { name: /^Brood, deel 2/ });
    button.focus();
    fireEvent.click(button);
    expect(screen.queryByRole("button", { name: /^Brood, deel 2/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Brood, deel 2" }));
  });

  it("plays YouTube embedded (autoplay, muted, loop) and mp4 files in a video element", () => {
    render(<ImpactVideos items={withRealVideos.impactVideos} />);
    const src = new URL(player().querySelector("iframe")?.getAttribute("src") ?? "");
    expect(src.hostname).toBe("www.youtube-nocookie.com");
    expect(["autoplay", "mute", "loop"].map((k) => src.searchParams.get(k))).toEqual([
      "1",
      "1",
      "1",
    ]);
    pick(/^Video 2:/);
    const video = player().querySelector("video");
    expect(video?.getAttribute("src")).toBe("https://video.stichtingqamar.nl/water-voor-gaza.mp4");
    expect([video?.muted, video?.loop, video?.autoplay]).toEqual([true, true, true]);
    expect(player().querySelector("iframe")).toBeNull(); // only the selected item's player
    const thumbs = [...document.querySelectorAll("#videos li img")].map((i) =>
      i.getAttribute("src"),
    );
    expect(thumbs[0]).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("advances every 8000 ms, pauses while hovered, restarts the wait after a pick, wraps", () => {
    render(<ImpactVideos items={withRealVideos.impactVideos} />);
    const index = () => player().getAttribute("data-index");
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    wait(7_900);
    expect(index()).toBe("0");
    wait(200);
    expect(index()).toBe("1");

    fireEvent.pointerEnter(player());
    expect(player().getAttribute("data-running")).toBe("false");
    wait(20_000);
    expect(index()).toBe("1");
    fireEvent.pointerLeave(player());
    wait(8_000);
    expect(index()).toBe("2");
    wait(8_000);
    expect(index()).toBe("0"); // wraps 2 -> 0

    wait(5_000);
    pick(/^Video 3:/);
    expect(index()).toBe("2");
    wait(7_000); // the pick restarted the wait: still 2
    expect(index()).toBe("2");
    wait(1_000);
    expect(index()).toBe("0");
  });
});
