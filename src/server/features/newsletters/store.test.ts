import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { engines } from "../../test/databases";
import { startSend } from "./sending";
import { NEXT } from "./store";
import { insertSubscribers, newsletterInput } from "./test-helpers";
import { adminClient } from "../../test/auth";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe.each(engines)("the delivery store on %s", (engine) => {
  // Each message's claim must not grow with the rows already sent: reading the queue
  // index in order it stops at the first free rows. Without fresh statistics after a send
  // starts, the planner takes the queue for empty and sorts every queued row per claim.
  it("claims by reading the queue index in order, with no sort of the queued rows", async () => {
    const { app } = await buildTestApp({ engine, env: { NEWSLETTER_RATE_PER_SECOND: "0" } });
    const admin = await adminClient(app);
    await insertSubscribers(
      app,
      Array.from({ length: 1000 }, (_, i) => `lezer${i}@example.org`),
    );
    const { body } = await admin.post("/newsletters", newsletterInput());
    await startSend(app.services.database.db, body.newsletter.id, false);

    const { rows } = await app.services.database.query<{ "QUERY PLAN": unknown }>(
      `explain (format json) ${NEXT}`,
      [[], [], 8, 300],
    );
    const raw = rows[0]!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const all = nodes(plan[0].Plan);
    expect(all.map((n) => n["Node Type"])).not.toContain("Sort");
    expect(all.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    expect(all).toContainEqual(
      expect.objectContaining({
        "Node Type": "Index Scan",
        "Index Name": "newsletter_deliveries_queue_idx",
      }),
    );
  });
});
