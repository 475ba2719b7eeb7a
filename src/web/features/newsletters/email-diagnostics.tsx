import {
  DIAGNOSTICS_TOASTS as T,
  type DiagnosticsResult,
  type RecordVerdict,
  type TestSendResult,
} from "@shared/schemas/email-diagnostics";
import { ActivityIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useAdminAction } from "@web/lib/admin/actions";
import { api, messageOf } from "@web/lib/api-client";
import { type BlockedAddress, LiftBlockDialog } from "./lift-block-dialog";

const verdictLabel: Record<RecordVerdict, string> = {
  ok: "In orde",
  warning: "Let op",
  missing: "Ontbreekt",
  invalid: "Ongeldig",
  not_configured: "Niet ingesteld",
  error: "Niet gecontroleerd",
};

/**
 * The test send, an intent of the newsletter page's clientAction. The server answers
 * once the message is stored and queued, before any mail server has it: the toast says
 * so, and where to see whether it left (the outbox transport keeps it, sends nothing).
 */
export const testMailIntent = {
  run: ({ email }: { email: string }) =>
    api.post<TestSendResult>("/api/admin/email/test", { email }),
  done: ({ transport }: TestSendResult, { email }: { email: string }) =>
    transport === "smtp"
      ? toast.success("Testmail klaargezet voor verzending", {
          description: `Naar ${email}. Of hij is verstuurd, zie je bij E-mail.`,
        })
      : toast.info("Testmail opgeslagen, niet verstuurd", {
          description: "Deze server verstuurt geen e-mail (outbox). Je leest hem bij E-mail.",
        }),
  failed: (e: unknown) =>
    toast.error(T.sendFailed, { description: messageOf(e, "Probeer het opnieuw.") }),
};

/**
 * Lifting the block of one address on the suppression list, an intent of the newsletter
 * page's clientAction. By address, not by subscriber: the list also holds donors and
 * addresses of a custom list, who are no subscribers.
 */
export const liftBlockIntent = {
  run: async ({ email }: { email: string }) => {
    await api.delete(`/api/admin/email/suppressions?email=${encodeURIComponent(email)}`);
    return { email };
  },
  done: (_: unknown, { email }: { email: string }) =>
    toast.success("Blokkade opgeheven", {
      description: `${email} krijgt de volgende nieuwsbrief die naar dit adres gaat weer.`,
    }),
  failed: (e: unknown) =>
    toast.error("Kon blokkade niet opheffen", {
      description: messageOf(e, "Probeer het opnieuw."),
    }),
};

/**
 * E-mail diagnostics: the SMTP connection, SPF, DKIM
 * and DMARC of the sender's domain, the suppression list (addresses the mail server
 * refused permanently, each with 'Blokkade opheffen'), and a test send.
 */
export function EmailDiagnostics() {
  const [result, setResult] = useState<DiagnosticsResult | null>(null);
  const [running, setRunning] = useState(false);
  const [to, setTo] = useState("");
  const testMail = useAdminAction();
  const [lifting, setLifting] = useState<BlockedAddress | null>(null);
  // A lifted address leaves the list shown (the diagnostics are not run again for it).
  const liftBlock = useAdminAction<{ email: string }>(({ email }) =>
    setResult(
      (r) =>
        r && {
          ...r,
          suppressions: r.suppressions.filter((s) => s.email_address !== email),
        },
    ),
  );

  async function run() {
    setRunning(true);
    try {
      setResult(await api.get<DiagnosticsResult>("/api/admin/email/diagnostics"));
    } catch (e) {
      toast.error(T.failed, { description: messageOf(e, "Probeer het opnieuw.") });
    } finally {
      setRunning(false);
    }
  }

  function sendTest() {
    if (!to.includes("@")) {
      return toast.error(T.invalidEmail, { description: "Voer een e-mailadres met een @ in." });
    }
    void testMail.submit("testMail", { email: to.trim() });
  }

  const domain = result?.domains[0];
  return (
    <section
      aria-labelledby="diagnose-titel"
      className="mt-10 rounded-card border bg-card p-4 shadow-sm shadow-black/5 sm:p-6"
    >
      <h2 id="diagnose-titel" className="text-xl font-semibold">
        E-mail diagnose
      </h2>
      <p className="mt-1 text-muted-foreground">Controleer of nieuwsbrieven goed aankomen.</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Button variant="outline" onClick={() => void run()} disabled={running}>
          <ActivityIcon aria-hidden="true" /> {running ? "Bezig…" : "Diagnose uitvoeren"}
        </Button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            sendTest();
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="test-email">Testmail naar</Label>
            <Input
              id="test-email"
              type="text"
              inputMode="email"
              autoComplete="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="w-72 max-w-full"
            />
          </div>
          <Button type="submit" disabled={testMail.pending}>
            <SendIcon aria-hidden="true" /> Testmail versturen
          </Button>
        </form>
      </div>
      {result ? (
        <div className="mt-6 grid gap-4" aria-live="polite">
          <p>
            <span className="font-semibold">Mailserver: </span>
            {result.smtp.transport === "outbox"
              ? "outbox (e-mails worden opgeslagen, niet verstuurd)"
              : result.smtp.ok
                ? "verbinding in orde"
                : `geen verbinding: ${result.smtp.error ?? "onbekende fout"}`}
          </p>
          {result.error ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 font-medium"
            >
              {result.error}
            </p>
          ) : null}
          {domain ? (
            <div>
              <h3 className="font-semibold">Domein {domain.name}</h3>
              <ul className="mt-2 grid gap-2">
                {domain.records.map((r) => (
                  <li key={r.type} className="rounded-lg border p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{r.type}</span>
                      <Badge
                        variant={r.valid ? "default" : r.verdict === "error" ? "outline" : "urgent"}
                      >
                        {verdictLabel[r.verdict]}
                      </Badge>
                    </div>
                    <p className="mt-1 text-sm">{r.message}</p>
                    {r.record ? (
                      <code className="mt-1 block text-xs break-all text-muted-foreground">
                        {r.record}
                      </code>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h3 className="font-semibold">Geblokkeerde adressen (mailserver weigerde)</h3>
            {result.suppressions.length === 0 ? (
              <p className="text-sm text-muted-foreground">Geen.</p>
            ) : (
              <ul className="mt-2 divide-y rounded-lg border text-sm">
                {result.suppressions.map((s) => (
                  <li
                    key={s.email_address}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  >
                    <span className="min-w-0">
                      <span className="font-medium break-all">{s.email_address}</span>
                      <span className="text-muted-foreground">{` · ${s.failures} mislukt · ${s.reason}`}</span>
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={liftBlock.pending}
                      onClick={() => setLifting({ email: s.email_address, reason: s.reason })}
                    >
                      Blokkade opheffen
                      <span className="sr-only">: {s.email_address}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
      <LiftBlockDialog
        blocked={lifting}
        onConfirm={({ email }) => void liftBlock.submit("liftBlock", { email })}
        onClose={() => setLifting(null)}
      />
    </section>
  );
}
