import { homeHero, homeMeta } from "@content/home";
import { paths } from "@shared/paths";
import { impactVideos } from "@shared/site";
import { HeroSection } from "@web/features/home/hero-section";
import { ngoJsonLd } from "@web/features/home/json-ld";
import { UnsubscribeToast } from "@web/features/home/unsubscribe-toast";
import { deferredSection } from "@web/lib/deferred";
import { pageMeta } from "@web/lib/seo";

export const meta = () => [
  ...pageMeta({ ...homeMeta, path: paths.home }),
  { "script:ld+json": ngoJsonLd() },
];

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
      <UnsubscribeToast />
      <HeroSection hero={homeHero} />
      <Campaign />
      <About />
      <Projects />
      <Zakat />
      {impactVideos.length > 0 ? <Videos /> : null}
      <News />
      <Contact />
    </>
  );
}
