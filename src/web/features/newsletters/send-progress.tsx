import type { SendProgress as Progress } from "@shared/schemas/newsletter";
import { useEffect, useRef, useState } from "react";
import { Progress as Bar } from "@web/components/ui/progress";
import { api } from "@web/lib/api-client";

const POLL_MS = 1000;

/**
 * The live progress of a newsletter's latest send: sent, failed and remaining,
 * polled every second until nothing remains. `onProgress` hands each poll's counts to the
 * page (its buttons and dialogs use them); `onDone` lets the list refresh its counts.
 */
export function SendProgress({
  newsletterId,
  title,
  initial,
  onProgress,
  onDone,
}: {
  newsletterId: string;
  title: string;
  initial?: Pick<Progress, "total" | "sent" | "failed">;
  onProgress?: (progress: Progress) => void;
  onDone?: () => void;
}) {
  const [progress, setProgress] = useState<Pick<Progress, "total" | "sent" | "failed"> | null>(
    initial ?? null,
  );
  const done = useRef(onDone);
  done.current = onDone;
  const report = useRef(onProgress);
  report.current = onProgress;

  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await api.get<Progress>(`/api/admin/newsletters/${newsletterId}/progress`);
        if (stop) return;
        setProgress(next);
        report.current?.(next);
        if (next.done) return done.current?.();
      } catch {
        // A missed poll is retried; the bar keeps its last state.
      }
      if (!stop) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [newsletterId]);

  return progress ? <ProgressBar {...progress} title={title} /> : null;
}

/** Sent, failed and remaining of a send as a bar and a line of text. */
export function ProgressBar({
  total,
  sent,
  failed,
  title,
}: Pick<Progress, "total" | "sent" | "failed"> & { title: string }) {
  const remaining = Math.max(0, total - sent - failed);
  const pct = total ? Math.round(((sent + failed) / total) * 100) : 0;
  return (
    <div className="min-w-52">
      <Bar value={pct} aria-label={`Voortgang verzending ${title}`} aria-valuetext={`${pct}%`} />
      {/* Not a live region: rewritten every second, it would talk over everything else. */}
      <p className="mt-1 text-xs text-muted-foreground tabular-nums">
        {`${pct}% · ${sent} verstuurd · ${failed} mislukt · ${remaining} te gaan`}
      </p>
    </div>
  );
}
