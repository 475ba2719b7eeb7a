import { describe, expect, it } from "vitest";
import { videoSource, youtubeId } from "./video-source";

describe("youtubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=10s", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("reads %s", (url, id) => expect(youtubeId(url)).toBe(id));

  it.each([
    "https://www.stichtingqamar.nl/video/water.mp4",
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=short",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "geen url",
  ])("finds no id in %s", (url) => expect(youtubeId(url)).toBeNull());
});

describe("videoSource", () => {
  it("embeds YouTube autoplaying, muted and looping, thumbnail from the id", () => {
    const source = videoSource({ videoUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: "" });
    expect(source.kind).toBe("youtube");
    if (source.kind !== "youtube") return;
    const embed = new URL(source.embedUrl);
    expect(embed.origin + embed.pathname).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(Object.fromEntries(embed.searchParams)).toMatchObject({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: "dQw4w9WgXcQ",
    });
    expect(source.thumbnailUrl).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("keeps a given thumbnail for a YouTube link", () => {
    const source = videoSource({
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      thumbnailUrl: "/a.svg",
    });
    expect(source.thumbnailUrl).toBe("/a.svg");
  });

  it("treats any other link as a direct mp4; empty thumbnail means placeholder (null)", () => {
    expect(videoSource({ videoUrl: "https://x.nl/v.mp4", thumbnailUrl: "" })).toEqual({
      kind: "file",
      url: "https://x.nl/v.mp4",
      thumbnailUrl: null,
    });
    expect(
      videoSource({ videoUrl: "https://x.nl/v.mp4", thumbnailUrl: "/t.svg" }).thumbnailUrl,
    ).toBe("/t.svg");
  });
});
