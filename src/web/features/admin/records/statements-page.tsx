import { FilterField } from "../filter-field";
import { dutchYear } from "@shared/dutch-day";
import { lastYear, type StatementProgress } from "@shared/schemas/statements";
import { FileTextIcon, SendIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { useAdminData } from "@web/lib/admin/data";
import { api } from "@web/lib/api-client";
import { PageHeader } from "../page-header";

const POLL_MS = 1000;
const FIRST_YEAR = 2020;

/** The page's clientLoader: the chosen year (?jaar=, the last year by default). */
export async function statementsLoader({ request }: { request: Request }) {
  const year = Number(new URL(request.url).searchParams.get("jaar")) || lastYear();
  return api.get<StatementProgress>(`/api/admin/statements?year=${year}`, {
    signal: request.signal,
  });
}

/** The page's clientAction: start the run that e-mails every donor their statement. */
export const statementsAction = adminAction({
  send: {
    run: ({ year }: { year: number }) =>
      api.post<StatementProgress>("/api/admin/statements/send", { year }),
    done: (p: StatementProgress) =>
      toast.success("Jaaroverzichten worden verstuurd", {
        description: `${p.donors - p.sent} donateurs krijgen hun jaaroverzicht per e-mail.`,
      }),
    failed: {
      title: "Kon jaaroverzichten niet versturen",
      description: "Probeer het opnieuw.",
      useServerMessage: true,
    },
  },
});

/** The loaded progress, polled every second while a run is busy. */
function useLiveProgress(loaded: StatementProgress): StatementProgress {
  const [live, setLive] = useState(loaded);
  useEffect(() => setLive(loaded), [loaded]);
  useEffect(() => {
    if (!live.running) return;
    const timer = setTimeout(() => {
      api
        .get<StatementProgress>(`/api/admin/statements?year=${live.year}`)
        .then(setLive)
        .catch(() => setLive({ ...live })); // a missed poll: try again
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [live]);
  return live;
}

/** Jaaroverzichten: for a year, how many donors gave, one statement to look at, the run. */
export function StatementsPage() {
  const { data } = useAdminData<StatementProgress>();
  const progress = useLiveProgress(data);
  const action = useAdminAction();
  const [previewed, setPreviewed] = useState<number | null>(null);
  const { year, donors, sent, running } = progress;
  const pct = donors ? Math.round((sent / donors) * 100) : 0;
  const years = Array.from({ length: lastYear() + 2 - FIRST_YEAR }, (_, i) => lastYear() + 1 - i);
  return (
    <>
      <PageHeader
        title="Jaaroverzichten"
        description="Elke donateur krijgt per jaar een overzicht van zijn giften als PDF, voor de belastingaangifte."
      />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <FilterField id="statement-year" label="Jaar">
          <select
            id="statement-year"
            name="jaar"
            defaultValue={year}
            className="h-11 rounded-md border border-input bg-background px-3"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </FilterField>
        <Button type="submit" variant="outline">
          Tonen
        </Button>
      </Form>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <p className="text-lg">
            {donors === 0
              ? `Geen donateurs met betaalde giften in ${year}.`
              : `${donors} ${donors === 1 ? "donateur had" : "donateurs hadden"} betaalde giften in ${year}.`}
          </p>
          {donors > 0 ? (
            <>
              <section aria-labelledby="step-preview">
                <h2 id="step-preview" className="font-semibold">
                  1. Bekijk eerst een voorbeeld
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Het jaaroverzicht van de eerste donateur, precies zoals het wordt verstuurd.
                </p>
                <Button asChild variant="outline" className="mt-3">
                  <a
                    href={`/api/admin/statements/preview?year=${year}`}
                    target="_blank"
                    rel="noopener"
                    onClick={() => setPreviewed(year)}
                  >
                    <FileTextIcon aria-hidden="true" /> Voorbeeld openen (PDF)
                  </a>
                </Button>
              </section>
              <section aria-labelledby="step-send">
                <h2 id="step-send" className="font-semibold">
                  2. Jaaroverzichten versturen
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Elke donateur die nog geen jaaroverzicht over {year} kreeg, krijgt het per e-mail.
                  Wie het al kreeg, krijgt het niet nog eens.
                </p>
                {year >= dutchYear() ? (
                  <p className="mt-2 rounded-lg border bg-muted p-3 text-sm text-foreground">
                    {year} is nog niet voorbij. Giften die later dit jaar binnenkomen, staan niet in
                    deze overzichten, en wie er nu een krijgt, krijgt later geen nieuw. Verstuur
                    jaaroverzichten liever na 31 december.
                  </p>
                ) : null}
                <Button
                  className="mt-3"
                  disabled={previewed !== year || running || action.pending || sent >= donors}
                  onClick={() => void action.submit("send", { year })}
                >
                  <SendIcon aria-hidden="true" /> Jaaroverzichten versturen
                </Button>
                {previewed !== year && sent < donors ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    Open eerst het voorbeeld; daarna kun je versturen.
                  </p>
                ) : null}
              </section>
              <div>
                <Progress
                  value={pct}
                  aria-label={`Voortgang jaaroverzichten ${year}`}
                  aria-valuetext={`${pct}%`}
                />
                <p className="mt-2 text-sm tabular-nums" aria-live="polite">
                  {`${sent} van ${donors} verstuurd${running ? " · bezig met versturen…" : sent >= donors ? " · klaar" : ""}`}
                </p>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
