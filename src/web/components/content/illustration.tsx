import type { IllustrationName } from "@content/types";

/** Public path of one of the site's own illustrations (public/illustrations). */
function illustrationSrc(name: IllustrationName): string {
  return `/illustrations/${name}.svg`;
}

/**
 * One of the site's flat illustrations. Width and height are set so nothing shifts
 * while it loads; below the fold it loads lazily. Decorative unless `alt` is given.
 */
export function Illustration({
  name,
  alt = "",
  className,
  eager = false,
}: {
  name: IllustrationName;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={illustrationSrc(name)}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
