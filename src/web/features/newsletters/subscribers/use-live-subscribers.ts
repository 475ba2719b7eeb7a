import { useEffect, useRef } from "react";

/**
 * A change to the subscribers in the database reloads the list. The server
 * streams one event per change (a database trigger, Server-Sent Events); bursts, such as
 * an import, are folded into one reload. After a reconnect (the browser's, or the server's
 * to the database) the list reloads too, as changes may have been missed meanwhile.
 */
export function useLiveSubscribers(onChange: () => void, delayMs = 300): void {
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const source = new EventSource("/api/admin/subscribers/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opens = 0;
    let first = false;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), delayMs);
    };
    source.addEventListener("open", () => {
      first = true;
      if (opens++ > 0) reload();
    });
    source.addEventListener("subscribers", (event) => {
      // A connection's first event only says it is open. A later 'OPEN' comes after the
      // server listened again to the database: changes may have been missed meanwhile.
      const opening = first && (event as MessageEvent<string>).data.includes('"OPEN"');
      first = false;
      if (!opening) reload();
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [delayMs]);
}
