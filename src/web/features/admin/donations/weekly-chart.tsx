import { formatCents } from "@shared/money";
import type { WeekTotal } from "@shared/schemas/donation-report";
import { formatDay } from "../format";

const WIDTH = 880;
const HEIGHT = 160;
const BAR_GAP = 4;

/**
 * Paid donations per week as hand-drawn SVG bars. The figures
 * are also in a visually hidden table for screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: WeekTotal[] }) {
  if (weeks.length === 0) return null;
  const max = Math.max(...weeks.map((w) => w.amountCents), 1);
  // A fixed drawing width, so one week is one slim bar, not a wall.
  const barWidth = Math.max(4, Math.min(40, Math.floor(WIDTH / weeks.length) - BAR_GAP));
  const width = WIDTH;
  const labelEvery = Math.ceil(weeks.length / 8);
  const total = weeks.reduce((sum, w) => sum + w.amountCents, 0);

  return (
    <figure className="rounded-card border bg-card p-4 shadow-sm shadow-black/5">
      <figcaption className="mb-3 flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">Betaalde donaties per week</span>
        <span className="text-muted-foreground">
          {weeks.length === 1 ? "1 week" : `${weeks.length} weken`}, samen {formatCents(total)}
        </span>
      </figcaption>
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Grafiek betaalde donaties per week"
      >
        <svg
          viewBox={`0 0 ${width} ${HEIGHT + 22}`}
          className="h-auto w-full min-w-[36rem]"
          aria-hidden="true"
          focusable="false"
        >
          <line x1="0" x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-border" />
          {weeks.map((w, i) => {
            const h = Math.round((w.amountCents / max) * (HEIGHT - 8));
            const x = i * (barWidth + BAR_GAP);
            return (
              <g key={w.week}>
                <rect
                  x={x}
                  y={HEIGHT - h}
                  width={barWidth}
                  height={h}
                  rx="2"
                  className="fill-primary"
                >
                  <title>{`Week van ${formatDay(w.week)}: ${formatCents(w.amountCents)} (${w.count})`}</title>
                </rect>
                {i % labelEvery === 0 ? (
                  <text
                    x={x}
                    y={HEIGHT + 16}
                    className="fill-muted-foreground"
                    style={{ fontSize: 13 }}
                  >
                    {formatDay(w.week)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </section>
      <table className="sr-only">
        <caption>Betaalde donaties per week</caption>
        <thead>
          <tr>
            <th scope="col">Week van</th>
            <th scope="col">Aantal</th>
            <th scope="col">Bedrag</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <td>{formatDay(w.week)}</td>
              <td>{w.count}</td>
              <td>{formatCents(w.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
