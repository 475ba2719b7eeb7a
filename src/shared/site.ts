import { foundation } from "@content/foundation";
import type { Facts } from "./facts/schema";
import { resolveStandIns, type StandInEntry, type WithStandIns } from "./facts/stand-in";

type Video = Facts["videos"]["article"];

/** The facts with their stand-ins resolved, and what the site may show of them. */
export function readFacts(raw: WithStandIns<Facts>) {
  const { value: facts, standIns } = resolveStandIns<Facts>(raw);
  const isStandIn = (path: string) =>
    standIns.some((s) => s.path === path || path.startsWith(`${s.path}.`));
  const shownVideo = (path: string, item: Video) =>
    isStandIn(`${path}.videoUrl`) ? undefined : item;
  return {
    facts,
    standIns,
    isStandIn,
    /** Videos whose address is a stand-in are not shown: the address plays nothing. */
    impactVideos: facts.videos.impact.filter((item, i) => shownVideo(`videos.impact.${i}`, item)),
    articleVideo: shownVideo("videos.article", facts.videos.article),
    /** A stand-in or missing report offers no download. */
    annualReport: isStandIn("documents.annualReport2024") ? null : facts.documents.annualReport2024,
    statutesPdf: isStandIn("external.statutesPdf") ? null : facts.external.statutesPdf,
    social: isStandIn("social") ? [] : facts.social,
  };
}

const read = readFacts(foundation);

/**
 * The foundation's facts, in one place (content/foundation.ts): header, footer, contact
 * section, e-mails, vCard, JSON-LD and documents read them from here.
 */
export const site = {
  ...read.facts,
  contact: {
    ...read.facts.contact,
    phoneHref: `tel:${read.facts.contact.phone.replace(/\(0\)|[^\d+]/g, "")}`,
  },
};

export type Site = typeof site;

/** The values still marked as stand-ins in the facts file. */
export const standIns: readonly StandInEntry[] = read.standIns;
export const { impactVideos, articleVideo, annualReport, statutesPdf, social } = read;

export function formatAddress(a: Site["contact"]["address"] = site.contact.address): string {
  return `${a.street}, ${a.postalCode} ${a.city}`;
}
