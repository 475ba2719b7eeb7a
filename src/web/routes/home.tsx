import { homeHero, homeMeta } from "@content/home";
import { paths } from "@shared/paths";
import { HeroSection } from "@web/features/home/hero-section";
import { ngoJsonLdText } from "@web/features/home/json-ld";
import { UnsubscribeToast } from "@web/features/home/unsubscribe-toast";
import { deferredSection } from "@web/lib/deferred";
import { pageMeta } from "@web/lib/seo";
import { lazy, Suspense } from "react";

export const meta = () => pageMeta({ ...homeMeta, path: paths.home });

/**
 * The JSON-LD for search engines, written into the prerendered page only: no script reads
 * it, so the browser bundle leaves out its builder. As with the held-submit script in
 * root.tsx, React keeps the element's content as the page has it when it hydrates.
 */
function NgoJsonLd() {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own facts, as escaped JSON
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? ngoJsonLdText() : "" }}
    />
  );
}

// Sections 2-8 are prerendered like the rest but hydrate when they come
// into view, so the first-load script holds only the hero (docs/decisions/021).
const Campaign = deferredSection("home-campaign", () =>
  import("@web/features/campaign/campaign-banner").then((m) => ({ default: m.CampaignBanner })),
);
const About = deferredSection("home-about", () => import("@web/features/home/about-section"));
const Projects = deferredSection(
  "home-projects",
  () => import("@web/features/projects/projects-grid"),
);
const Zakat = deferredSection("home-zakat", () => import("@web/features/home/zakat-promo"));
const Videos = deferredSection("home-videos", () => import("@web/features/video/impact-videos"));
// Section 6 is there only when the facts hold a video the site may show. Those facts are
// not in the first-load script (@shared/site-details): the page loads them when it starts
// and meanwhile keeps this spot's prerendered HTML, with or without the section.
const VideosIfAny = lazy(() =>
  import("@shared/site-details").then(({ impactVideos }) => ({
    default: impactVideos.length > 0 ? Videos : NoVideos,
  })),
);
function NoVideos() {
  return null;
}
const News = deferredSection("home-news", () => import("@web/features/news/recent-news"));
const Contact = deferredSection("home-contact", () =>
  Promise.all([
    import("@web/features/home/contact-section"),
    import("@web/features/contact/contact-form"),
  ]).then(([{ ContactSection }, { ContactForm }]) => ({
    default: () => <ContactSection form={<ContactForm />} />,
  })),
);

export default function HomeRoute() {
  return (
    <>
      <NgoJsonLd />
      <UnsubscribeToast />
      <HeroSection hero={homeHero} />
      <Campaign />
      <About />
      <Projects />
      <Zakat />
      <Suspense fallback={null}>
        <VideosIfAny />
      </Suspense>
      <News />
      <Contact />
    </>
  );
}
