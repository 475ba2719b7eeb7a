import type { VideoItem } from "@content/types";
import { PlayIcon } from "lucide-react";
import { useState } from "react";
import { VideoPlayer, VideoThumbnail } from "./video-player";

/** A video in an article: the still with a play button; the player loads on request. */
export function ArticleVideo({ item }: { item: VideoItem }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-card bg-hero shadow-sm">
        {playing ? (
          <VideoPlayer item={item} />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 size-full"
            aria-label={`Video afspelen: ${item.title}`}
          >
            <VideoThumbnail item={item} className="size-full object-cover" />
            <span className="absolute inset-0 m-auto inline-flex size-16 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg group-hover:bg-white">
              <PlayIcon className="size-8" aria-hidden="true" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        {item.title} · {item.location}
      </figcaption>
    </figure>
  );
}
