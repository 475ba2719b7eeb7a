import { foundation } from "@content/foundation";
import type { SiteFacts } from "./facts/schema";
import { isStandInAt, resolveStandIns, type StandInEntry } from "./facts/stand-in";

const read = resolveStandIns<SiteFacts>(foundation);
const { value: facts } = read;

/**
 * The foundation's facts (content/foundation.ts), stand-ins resolved: header, footer,
 * contact section, e-mails, vCard, JSON-LD and documents read them from here. The annual
 * report, the board and the videos are in @shared/site-details.
 */
export const site = {
  ...facts,
  contact: {
    ...facts.contact,
    phoneHref: `tel:${facts.contact.phone.replace(/\(0\)|[^\d+]/g, "")}`,
  },
};

export type Site = typeof site;

/** The values still marked as stand-ins in content/foundation.ts (all of them: @shared/site-details). */
export const siteStandIns: readonly StandInEntry[] = read.standIns;
/** A stand-in statutes file or social link leads nowhere: none is offered. */
export const statutesPdf = isStandInAt(siteStandIns, "external.statutesPdf")
  ? null
  : facts.external.statutesPdf;
export const social = isStandInAt(siteStandIns, "social") ? [] : facts.social;

export function formatAddress(a: Site["contact"]["address"] = site.contact.address): string {
  return `${a.street}, ${a.postalCode} ${a.city}`;
}
