import type { VideoItem } from "@content/types";

/** A video-site link plays embedded; anything else is a direct mp4. */
export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string; thumbnailUrl: string }
  | { kind: "file"; url: string; thumbnailUrl: string | null };

const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "youtube-nocookie.com", "youtu.be"]);
const ID = /^[\w-]{11}$/;

/** The 11-character id of a YouTube watch, short, embed, shorts or live link; else null. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, "");
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const candidate =
    host === "youtu.be"
      ? parsed.pathname.slice(1)
      : parsed.pathname === "/watch"
        ? parsed.searchParams.get("v")
        : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(parsed.pathname)?.[1];
  return candidate && ID.test(candidate) ? candidate : null;
}

/**
 * How to play an item: YouTube embeds autoplay, muted and looping (loop needs the
 * playlist parameter) from the privacy-friendly nocookie host, with the thumbnail from
 * the id; other links are mp4 files whose empty thumbnail falls back to the placeholder.
 */
export function videoSource(item: Pick<VideoItem, "videoUrl" | "thumbnailUrl">): VideoSource {
  const id = youtubeId(item.videoUrl);
  if (id) {
    const params = new URLSearchParams({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: id,
      playsinline: "1",
      rel: "0",
    });
    return {
      kind: "youtube",
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${params}`,
      thumbnailUrl: item.thumbnailUrl || `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  return { kind: "file", url: item.videoUrl, thumbnailUrl: item.thumbnailUrl || null };
}

/** Shown where an item has no thumbnail and no video id. */
export const PLACEHOLDER_THUMBNAIL = "/illustrations/video-placeholder.svg";
