import { z } from "../zod";

/**
 * The admin's go-live checklist ('Livegang', GET /api/admin/go-live): each check with a
 * mark (green: in order; orange: look at it; red: fix before going live) and, in Dutch,
 * what it found and what to do.
 */
const goLiveMarks = ["green", "orange", "red"] as const;
export type GoLiveMark = (typeof goLiveMarks)[number];

const goLiveCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  mark: z.enum(goLiveMarks),
  /** What was found, and when it is not green what to do. */
  message: z.string(),
  /** Lines behind the verdict: the DNS records, the stand-ins left. */
  details: z.array(z.string()),
});
export type GoLiveCheck = z.infer<typeof goLiveCheckSchema>;

export const goLiveResultSchema = z.object({
  checkedAt: z.iso.datetime(),
  checks: z.array(goLiveCheckSchema),
});
export type GoLiveResult = z.infer<typeof goLiveResultSchema>;
