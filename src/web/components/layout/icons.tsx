import type * as React from "react";

/*
 * The few lucide icons of the site chrome and hero, drawn from lucide's own path data
 * (ISC licence, lucide-react 1.75) with lucide's attributes. Inline here because the
 * first-load script has no room for lucide's icon factory (docs/decisions/021); every
 * other icon comes from lucide-react. An icon only a part that loads later uses (the
 * not-found page) is drawn with `icon` in that part's own module, so the chrome chunk
 * does not carry it.
 */
export function icon(paths: React.ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level
  return function Icon(props: React.SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const HeartIcon = icon(
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);

export const HandHeartIcon = icon(
  <>
    <path d="M11 14h2a2 2 0 0 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 16" />
    <path d="m14.45 13.39 5.05-4.694C20.196 8 21 6.85 21 5.75a2.75 2.75 0 0 0-4.797-1.837.276.276 0 0 1-.406 0A2.75 2.75 0 0 0 11 5.75c0 1.2.802 2.248 1.5 2.946L16 11.95" />
    <path d="m2 15 6 6" />
    <path d="m7 20 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a1 1 0 0 0-2.75-2.91" />
  </>,
);

export const MenuIcon = icon(<path d="M4 5h16M4 12h16M4 19h16" />);

export const XIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ContactIcon = icon(
  <>
    <path d="M16 2v2M8 2v2M7 21v-2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v2" />
    <circle cx="12" cy="10" r="3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
  </>,
);
