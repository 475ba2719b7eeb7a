import type { Campaign } from "@shared/campaign";
import type { Db } from "../../db/client";
import type { Realtime } from "../../realtime/realtime";
import { CAMPAIGN_CHANNEL, findActiveCampaign } from "./service";

/**
 * The home page's busiest call is served from memory. Any change to a
 * campaign row, on any instance, arrives as a NOTIFY (a trigger, drizzle/0003) and drops
 * the cached value; the next read loads it again. So does the LISTEN connection coming
 * back after a database outage.
 */
export class ActiveCampaignCache {
  private value: Promise<Campaign | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

  async start(): Promise<void> {
    await this.realtime.subscribe(CAMPAIGN_CHANNEL, () => this.invalidate());
    // Changes made while the LISTEN connection was down were never announced.
    this.realtime.onReconnect(() => this.invalidate());
  }

  invalidate(): void {
    this.value = null;
  }

  get(): Promise<Campaign | null> {
    if (!this.value) {
      const loading = findActiveCampaign(this.db);
      this.value = loading;
      // A failed read is not cached: the next request tries again.
      loading.catch(() => {
        if (this.value === loading) this.value = null;
      });
    }
    return this.value;
  }
}
