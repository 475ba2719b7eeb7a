import { homeVideos } from "@content/home-sections";
import type { VideoItem } from "@content/types";
import { impactVideos } from "@shared/site-details";
import { HeartIcon, MapPinIcon, PauseIcon, PlayIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "@web/components/content/external-link";
import { VideoPlayer, VideoThumbnail } from "@web/components/media/video-player";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useCarousel } from "./use-carousel";

/** Mount the player only once the section is on screen (no video traffic before that). */
function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return setSeen(true);
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return setSeen(true); // already in view
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, seen] as const;
}

/** Home section 6 'Onze Impact in Beeld'. */
export default function ImpactVideos({ items = impactVideos }: { items?: readonly VideoItem[] }) {
  const carousel = useCarousel(items.length);
  const [playerRef, onScreen] = useOnScreen<HTMLDivElement>();
  // A video chosen from the list leaves the list (it is now the current one): focus goes
  // to its title under the player instead of being lost with the pressed button.
  const title = useRef<HTMLHeadingElement>(null);
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (picked > 0) title.current?.focus();
  }, [picked]);
  const current = items[carousel.index] ?? items[0];
  if (!current) return null;
  const others = items.map((item, i) => ({ item, i })).filter(({ i }) => i !== carousel.index);

  return (
    <section
      id="videos"
      aria-labelledby="videos-title"
      className="on-dark bg-hero py-16 text-hero-foreground sm:py-20"
    >
      <div className="page-container">
        <h2 id="videos-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {homeVideos.heading}
        </h2>
        <p className="measure mt-3 text-lg">{homeVideos.text}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <div
              ref={playerRef}
              data-testid="video-player"
              data-index={carousel.index}
              data-running={carousel.running}
              onPointerEnter={() => carousel.setHovered(true)}
              onPointerLeave={() => carousel.setHovered(false)}
              className="relative aspect-video overflow-hidden rounded-card bg-black/30 shadow-lg"
            >
              {onScreen ? (
                <VideoPlayer key={current.id} item={current} autoPlay={!carousel.reduced} />
              ) : (
                <VideoThumbnail
                  item={current}
                  className="absolute inset-0 size-full object-cover"
                />
              )}
            </div>
            <h3
              ref={title}
              tabIndex={-1}
              className="mt-5 text-2xl font-semibold text-white"
              aria-live="off"
            >
              {current.title}
            </h3>
            <p className="mt-2">{current.description}</p>
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-hero-accent">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {current.location}
            </p>
            <div className="mt-5 flex items-center gap-2">
              <fieldset className="flex gap-1">
                <legend className="sr-only">Kies een video</legend>
                {items.map((item, i) => (
                  <button
                    key={item.id}
                    type="button"
                    onClick={() => {
                      carousel.select(i);
                      setPicked((n) => n + 1);
                    }}
                    aria-label={`Video ${i + 1}: ${item.title}`}
                    aria-pressed={i === carousel.index}
                    className="group inline-flex size-11 items-center justify-center rounded-full"
                  >
                    <span className="size-3 rounded-full bg-white/40 group-aria-pressed:w-7 group-aria-pressed:bg-hero-accent" />
                  </button>
                ))}
              </fieldset>
              {carousel.reduced ? null : (
                <button
                  type="button"
                  onClick={carousel.toggleStopped}
                  className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-white/10"
                >
                  {carousel.stopped ? (
                    <PlayIcon className="size-4" aria-hidden="true" />
                  ) : (
                    <PauseIcon className="size-4" aria-hidden="true" />
                  )}
                  {carousel.stopped ? "Automatisch wisselen" : "Wisselen pauzeren"}
                </button>
              )}
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-white">{homeVideos.listHeading}</h3>
            <ul className="mt-3 grid gap-3">
              {others.map(({ item, i }) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => {
                      carousel.select(i);
                      setPicked((n) => n + 1);
                    }}
                    className="flex w-full items-center gap-3 rounded-card bg-white/5 p-2 text-left hover:bg-white/10"
                  >
                    <VideoThumbnail
                      item={item}
                      className="aspect-video w-28 shrink-0 rounded-lg object-cover"
                    />
                    <span>
                      <span className="block font-semibold text-white">{item.title}</span>
                      <span className="mt-0.5 block text-sm">{item.location}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ExternalLink
          href={homeVideos.donate.href}
          className={buttonVariants({
            size: "lg",
            variant: "secondary",
            className: "mt-10",
            wrap: true,
          })}
        >
          <HeartIcon aria-hidden="true" />
          {homeVideos.donate.label}
        </ExternalLink>
      </div>
    </section>
  );
}
