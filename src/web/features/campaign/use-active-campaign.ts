import { CAMPAIGN_READ_ERROR, type Campaign, FALLBACK_CAMPAIGN } from "@shared/campaign";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, messageOf } from "@web/lib/api-client";

export type CampaignState =
  | { status: "loading" }
  | { status: "loaded"; campaign: Campaign }
  | { status: "fallback"; campaign: Campaign; error: string | null };

/**
 * Spec 01 §4: loading, then loaded (an active campaign) or fallback (a read error, or
 * none). Live: every change announced on /api/campaigns/events that touches the shown
 * campaign replaces it; another campaign becoming active is fetched. EventSource
 * reconnects by itself after a server restart (the server sends `retry:`).
 */
export function useActiveCampaign(): CampaignState {
  const [state, setState] = useState<CampaignState>({ status: "loading" });
  const shownId = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { campaign } = await api.get<{ campaign: Campaign | null }>("/api/campaigns/active");
      shownId.current = campaign?.id ?? null;
      setState(
        campaign
          ? { status: "loaded", campaign }
          : { status: "fallback", campaign: FALLBACK_CAMPAIGN, error: null },
      );
    } catch (error) {
      // Spec 01 §8: logged, the message kept, the fallback shown.
      const message = messageOf(error, CAMPAIGN_READ_ERROR);
      console.warn(CAMPAIGN_READ_ERROR, error);
      shownId.current = null;
      setState({ status: "fallback", campaign: FALLBACK_CAMPAIGN, error: message });
    }
  }, []);

  useEffect(() => {
    void load();
    if (typeof EventSource === "undefined") return;
    const events = new EventSource("/api/campaigns/events");
    events.addEventListener("campaign", (event) => {
      const changed = JSON.parse((event as MessageEvent<string>).data) as Campaign & {
        deleted?: boolean;
      };
      if (changed.id === shownId.current && !changed.deleted && changed.is_active) {
        setState({ status: "loaded", campaign: changed });
      } else if (changed.id === shownId.current || changed.is_active) {
        void load();
      }
    });
    // After a reconnect, changes made while away are picked up by one fresh read.
    let opened = false;
    events.addEventListener("open", () => {
      if (opened) void load();
      opened = true;
    });
    return () => events.close();
  }, [load]);

  return state;
}
