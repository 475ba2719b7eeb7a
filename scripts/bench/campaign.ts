import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { signUpAdmin } from "../../e2e/newsletter-support";
import { load, startApp } from "./lib";
import { isMain } from "../lib/is-main.mjs";

const SSE_CLIENTS = 1000;

/** One SSE client on /api/campaigns/events: resolves `ready` once the stream is open. */
function sseClient(url: string) {
  let onReady: () => void = () => {};
  let onEvent: (at: number) => void = () => {};
  const ready = new Promise<void>((r) => {
    onReady = r;
  });
  const event = new Promise<number>((r) => {
    onEvent = r;
  });
  const request = http.get(`${url}/api/campaigns/events`, { agent: false }, (res) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("retry:")) onReady();
      if (text.includes("event: campaign")) onEvent(performance.now());
    });
  });
  request.on("error", () => {});
  return { ready, event, close: () => request.destroy() };
}

/**
 * The campaign figures: requests/s of /api/campaigns/active against /api/health in the same
 * run (the active campaign is served from memory, so the ratio should be near 1), and the
 * time from one campaign update (through the admin API) until each of 1,000 connected SSE
 * clients has the `campaign` event: first, median and last.
 */
export async function benchCampaign() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "qamar-bench-campaign-"));
  const app = await startApp({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "100000000" });
  const clients: ReturnType<typeof sseClient>[] = [];
  try {
    const active = await load({ url: `${app.url}/api/campaigns/active` });
    const health = await load({ url: `${app.url}/api/health` });

    const cookie = await signUpAdmin(app.url);
    const headers = { cookie, origin: app.url, "content-type": "application/json" };
    const list = (await (await fetch(`${app.url}/api/admin/campaigns`, { headers })).json()) as {
      campaigns: Array<Record<string, unknown> & { id: string; is_active: boolean }>;
    };
    const campaign = list.campaigns.find((c) => c.is_active);
    if (!campaign) throw new Error("the demo data has no active campaign");

    for (let i = 0; i < SSE_CLIENTS; i += 1) clients.push(sseClient(app.url));
    await Promise.all(clients.map((c) => c.ready));
    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/campaigns/${campaign.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...campaign, supporters: Number(campaign.supporters ?? 0) + 1 }),
    });
    if (!res.ok) throw new Error(`campaign update answered ${res.status}: ${await res.text()}`);
    const arrivals = (await Promise.all(clients.map((c) => c.event)))
      .map((at) => at - started)
      .sort((a, b) => a - b);
    const ms = (n: number | undefined) => Math.round(n ?? Number.NaN);
    return {
      activeCampaign: active,
      health,
      activeToHealthRatio: Number((active.requestsPerSecond / health.requestsPerSecond).toFixed(2)),
      sseClients: SSE_CLIENTS,
      updateToClientsMs: {
        first: ms(arrivals[0]),
        median: ms(arrivals[Math.floor(arrivals.length / 2)]),
        last: ms(arrivals.at(-1)),
      },
    };
  } finally {
    for (const c of clients) c.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchCampaign(), null, 2));
}
