import { CAMPAIGN_READ_ERROR, type Campaign, FALLBACK_CAMPAIGN } from "@shared/campaign";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, messageOf } from "@web/lib/api-client";

export type CampaignState =
  | { status: "loading" }
  | { status: "loaded"; campaign: Campaign }
  | { status: "fallback"; campaign: Campaign; error: string | null };

/**
 * Loading, then loaded (an active campaign) or fallback (a read error, or
 * none). Live: every change announced on /api/campaigns/events that touches the shown
 * campaign replaces it; another campaign becoming active is fetched. The stream comes
 * back after a server restart or an error answer (see followChanges).
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
      // Logged, the message kept, the fallback shown.
      const message = messageOf(error, CAMPAIGN_READ_ERROR);
      console.warn(CAMPAIGN_READ_ERROR, error);
      shownId.current = null;
      setState({ status: "fallback", campaign: FALLBACK_CAMPAIGN, error: message });
    }
  }, []);

  useEffect(() => {
    void load();
    if (typeof EventSource === "undefined") return;
    return followChanges(
      (changed) => {
        if (changed.id === shownId.current && !changed.deleted && changed.is_active) {
          setState({ status: "loaded", campaign: changed });
        } else if (changed.id === shownId.current || changed.is_active) {
          void load();
        }
      },
      // After a reconnect, changes made while away are picked up by one fresh read.
      () => void load(),
    );
  }, [load]);

  return state;
}

/** Pauses before opening a stream again after EventSource gave up: 1 s doubling to 30 s. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000];

/**
 * Follows /api/campaigns/events. EventSource reconnects by itself after a dropped
 * connection, but gives up for good on an error answer (a 503 while a new version
 * starts): then a new stream is opened after a pause that grows with each failure. Calls
 * `onReopen` whenever a stream opens after the first. Returns the function that stops it.
 */
function followChanges(
  onChange: (changed: Campaign & { deleted?: boolean }) => void,
  onReopen: () => void,
): () => void {
  let events: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;
  let stopped = false;

  const open = () => {
    const source = new EventSource("/api/campaigns/events");
    events = source;
    source.addEventListener("campaign", (event) => {
      onChange(
        JSON.parse((event as MessageEvent<string>).data) as Campaign & { deleted?: boolean },
      );
    });
    source.addEventListener("open", () => {
      failures = 0;
      if (opened) onReopen();
      opened = true;
    });
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED || stopped) return; // it retries itself
      source.close();
      opened = true; // whatever opens next may have missed changes
      const base = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
      failures++;
      // Jitter, so that a deploy is not met by every open page at the same moment.
      timer = setTimeout(open, base / 2 + Math.random() * base);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    events?.close();
  };
}
