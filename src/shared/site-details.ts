import { foundationDetails } from "@content/foundation-details";
import type { DetailFacts } from "./facts/schema";
import {
  isStandInAt,
  resolveStandIns,
  type StandInEntry,
  type WithStandIns,
} from "./facts/stand-in";
import { siteStandIns } from "./site";

type Video = DetailFacts["videos"]["article"];

/** The details with their stand-ins resolved, and what the site may show of them. */
export function readDetails(raw: WithStandIns<DetailFacts>) {
  const { value: details, standIns } = resolveStandIns<DetailFacts>(raw);
  const shownVideo = (path: string, item: Video) =>
    isStandInAt(standIns, `${path}.videoUrl`) ? undefined : item;
  return {
    details,
    standIns,
    /** Videos whose address is a stand-in are not shown: the address plays nothing. */
    impactVideos: details.videos.impact.filter((item, i) => shownVideo(`videos.impact.${i}`, item)),
    articleVideo: shownVideo("videos.article", details.videos.article),
    /** A stand-in or missing report offers no download. */
    annualReport: isStandInAt(standIns, "documents.annualReport2024")
      ? null
      : details.documents.annualReport2024,
  };
}

const read = readDetails(foundationDetails);

/**
 * The facts only a few pages show (content/foundation-details.ts), stand-ins resolved:
 * the annual report, the board and the videos. Apart from @shared/site, which every
 * page's first script carries.
 */
export const details = read.details;
export const { impactVideos, articleVideo, annualReport } = read;

/** Every value still marked as a stand-in in the two facts files. */
export const standIns: readonly StandInEntry[] = [...siteStandIns, ...read.standIns];
