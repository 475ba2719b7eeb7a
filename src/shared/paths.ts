/**
 * Every browser route path, defined once. Routes, links, the
 * prerender list, the sitemap and the server's fallback rules all read from here.
 * docs/product/routes.md describes the pages.
 */
export const paths = {
  home: "/",
  becomeSponsor: "/drager-worden",
  emergencyAid: "/noodhulp",
  donate: "/doneren",
  zakat: "/zakaat",
  donationSuccess: "/donation-success",
  donationCancelled: "/donation-cancelled",
  /** The demo payment provider's local checkout page (never a real payment). */
  demoCheckout: "/demo-betaling",
  /** A donor's own link to their monthly gift (from its e-mails): pause, resume, stop. */
  monthlyGift: "/maandelijkse-gift",
  /** 'Mijn giften': a donor signs in with an e-mailed link and sees their own gifts. */
  myGifts: "/mijn-giften",
  /** A periodic gift agreement ('periodieke gift'): explained, and requested by form. */
  periodicGift: "/periodiek-schenken",
  /** Opened from the newsletter sign-up e-mail: confirms the sign-up (double opt-in). */
  newsletterConfirm: "/nieuwsbrief/bevestigen",
  partnership: "/samenwerking",
  news: "/nieuws",
  fridayCharity: "/djumua-sadaqa",
  sadaqah1: "/sadaqah1",
  auth: "/auth",
  adminNewsletter: "/admin/newsletter",
  /** The rest of the admin area; client-rendered like /admin/newsletter. */
  admin: "/admin",
  adminSubscribers: "/admin/subscribers",
  adminCampaigns: "/admin/campaigns",
  adminDonations: "/admin/donations",
  adminMonthlyDonors: "/admin/monthly-donors",
  adminStatements: "/admin/statements",
  adminPeriodicGifts: "/admin/periodic-gifts",
  adminMessages: "/admin/messages",
  adminVolunteers: "/admin/volunteers",
  adminEmail: "/admin/email",
  adminSettings: "/admin/settings",
  adminUsers: "/admin/users",
  adminPrivacy: "/admin/privacy",
  /** Prerendered copy of the not-found page, served with HTTP 404 for unknown paths. */
  notFound: "/404",

  founding: "/oprichting-qamar",
  visionMission: "/visie-en-missie",
  policyPlan: "/beleidsplan",
  donationPolicy: "/donatie-beleid",
  activities: "/activiteiten",
  privacy: "/avg",
  board: "/bestuur",
  reports: "/rapporten",
  complaintsIntegrity: "/klachten-integriteit",
  developmentProcess: "/ontwikkelingsproces",
  statutes: "/qamar-statuten",
  codeOfConduct: "/gedragscode",

  emergencyProjects: "/noodhulp-projecten",
  healthProjects: "/gezondheid-projecten",
  waterProjects: "/water-projecten",
  educationProjects: "/onderwijs-projecten",
  qurbanProjects: "/qurban-projecten",
  agricultureProjects: "/landbouw-projecten",
  foodProjects: "/voedsel-projecten",
  constructionProjects: "/bouwprojecten",
  sustainableProjects: "/duurzame-projecten",

  /** A contact page (the home section's twin). */
  contact: "/contact",
} as const;

/** Anchors on the home page. */
export type HomeSection = "home" | "about" | "projects" | "news" | "contact";

/** The monthly form's card on the donation page (its `id`). */
export const MONTHLY_FORM_ID = "maandelijks";

/** "/#projects": a section of the home page. */
export function homeSection(id: HomeSection): string {
  return `${paths.home}#${id}`;
}

/** "/activiteit/winterhulp-gaza-2025". */
export function activityPath(slug: string): string {
  return `/activiteit/${slug}`;
}

/**
 * Paths under these prefixes are client-rendered (never prerendered): the server
 * answers them with the SPA fallback HTML, and the site's header, footer and floating
 * buttons are hidden there.
 */
export const clientOnlyPrefixes = ["/admin", "/auth"] as const;

export function isClientOnlyPath(pathname: string): boolean {
  return clientOnlyPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The activity articles registered in the app. The
 * extra slugs the previous site's news list linked (ramadan-2024, moskee-renovatie,
 * winter-kit-distributie, earthquake-noodhulp) have no article and are not linked
 * (docs/decisions/022).
 */
export const activitySlugs = [
  "investeren-toekomst-vrouwen-afghanistan",
  "winterhulp-gaza-2025",
  "studiebeurs-voor-vrouwen",
  "ecosystem-restoration",
  "hoop-in-tijden-van-ramp",
] as const;

export type ActivitySlug = (typeof activitySlugs)[number];

/**
 * Pages of dynamic routes (e.g. /activiteit/:slug) to prerender; static routes are
 * found from the route table by react-router.config.ts. Marked pure: the browser, which
 * never reads it, drops it from the chrome chunk.
 */
export const extraPrerenderPaths: readonly string[] = /* @__PURE__ */ activitySlugs.map(
  activityPath,
);
