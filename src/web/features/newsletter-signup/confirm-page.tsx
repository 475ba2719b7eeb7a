import { paths } from "@shared/paths";
import { CONFIRM_ERRORS } from "@shared/newsletter-signup";
import { MailCheckIcon, MailWarningIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Result } from "@web/components/content/result-card";
import { api, messageOf, titleOf } from "@web/lib/api-client";

type State =
  | { kind: "busy" }
  | { kind: "confirmed" }
  | { kind: "refused"; title: string; message: string };

// One request per link, also when React runs the effect twice (StrictMode): the second
// request would find the link used.
const attempts = new Map<string, Promise<unknown>>();

function confirmOnce(id: string, token: string): Promise<unknown> {
  const key = `${id}:${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = api.post("/api/newsletter/confirm", { id, token });
    attempts.set(key, attempt);
  }
  return attempt;
}

/**
 * /nieuwsbrief/bevestigen?id=<id>&token=<token>: the link in the sign-up e-mail. The page
 * confirms with a POST once it runs (a mail scanner that only opens the link confirms
 * nothing) and says 'U bent aangemeld', or why the link did not work and how to sign up
 * again (the footer's form, on this page too).
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "busy" });

  useEffect(() => {
    if (!id || !token) {
      setState({ kind: "refused", ...CONFIRM_ERRORS.invalid });
      return;
    }
    confirmOnce(id, token).then(
      () => setState({ kind: "confirmed" }),
      (error) =>
        setState({
          kind: "refused",
          title: titleOf(error) ?? "Bevestigen mislukt",
          message: messageOf(error, "Er is een fout opgetreden. Probeer het later opnieuw."),
        }),
    );
  }, [id, token]);

  if (state.kind === "confirmed") {
    return (
      <Result
        icon={<MailCheckIcon className="size-14 text-primary" aria-hidden="true" />}
        title="U bent aangemeld"
      >
        <p>
          Bedankt! U ontvangt voortaan onze nieuwsbrief. Afmelden kan altijd via de link onderaan
          elke nieuwsbrief.
        </p>
        <p className="mt-6">
          <Link to={paths.home} className="text-primary underline">
            Naar de homepagina
          </Link>
        </p>
      </Result>
    );
  }
  if (state.kind === "refused") {
    return (
      <Result
        icon={<MailWarningIcon className="size-14 text-urgent" aria-hidden="true" />}
        title={state.title}
      >
        <p role="alert">{state.message}</p>
      </Result>
    );
  }
  return (
    <Result
      icon={<MailCheckIcon className="size-14 text-primary" aria-hidden="true" />}
      title="Nieuwsbrief"
    >
      <p aria-live="polite">Uw aanmelding wordt bevestigd…</p>
    </Result>
  );
}
