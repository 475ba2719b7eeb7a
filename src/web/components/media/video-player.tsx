import type { VideoItem } from "@content/types";
import { PLACEHOLDER_THUMBNAIL, videoSource } from "./video-source";

/**
 * The heavy part: a YouTube iframe or a <video> element, autoplaying muted and
 * looping. Mount it only for the selected item and only when it may play.
 */
export function VideoPlayer({ item, autoPlay = true }: { item: VideoItem; autoPlay?: boolean }) {
  const source = videoSource(item);
  if (source.kind === "youtube") {
    const src = autoPlay ? source.embedUrl : source.embedUrl.replace("autoplay=1", "autoplay=0");
    return (
      <iframe
        src={src}
        title={item.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        loading="lazy"
        className="absolute inset-0 size-full border-0"
      />
    );
  }
  return (
    // Muted looping autoplay; title and description are shown beside it.
    <video
      key={source.url}
      src={source.url}
      poster={source.thumbnailUrl ?? PLACEHOLDER_THUMBNAIL}
      autoPlay={autoPlay}
      muted
      loop
      playsInline
      controls
      preload="metadata"
      aria-label={item.title}
      className="absolute inset-0 size-full bg-hero object-cover"
    >
      Je browser ondersteunt geen video.
    </video>
  );
}

/** The still shown before the player loads, or in the side list. */
export function VideoThumbnail({ item, className }: { item: VideoItem; className?: string }) {
  const source = videoSource(item);
  return (
    <img
      src={source.thumbnailUrl ?? PLACEHOLDER_THUMBNAIL}
      alt=""
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
