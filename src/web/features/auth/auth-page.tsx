import { paths } from "@shared/paths";
import { AWAITING_ACCESS, AWAITING_FIRST_ADMIN_LINK, PASSWORD_LINK_UNUSABLE } from "@shared/auth";
import type { SessionInfo } from "@shared/schemas/auth";
import { site } from "@shared/site";
import { ArrowLeftIcon, ShieldCheckIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LogoMark } from "@web/components/layout/logo";
import { Card, CardContent } from "@web/components/ui/card";
import { AuthForm } from "./auth-form";
import { ForgotPassword, NewPasswordForm } from "./password-forms";
import { fetchSession } from "@web/lib/session";

const tabClasses =
  "inline-flex h-11 flex-1 items-center justify-center rounded-md px-3 text-base font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:outline-3 focus-visible:outline-ring";

/**
 * /auth: tabs 'Inloggen' (with 'Wachtwoord vergeten?') and 'Registreren', the first-admin
 * note; opened from a mailed password link (`?token=`), the form for the new password.
 */
export function AuthPage() {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [search] = useSearchParams();
  const token = search.get("token");
  const linkUnusable = search.get("error") === "INVALID_TOKEN";
  useEffect(() => {
    fetchSession()
      .then(setSession)
      .catch(() => setSession(null));
  }, []);

  return (
    <div className="min-h-dvh bg-muted/60 px-4 py-10 sm:py-16">
      <main className="mx-auto w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-lg font-medium text-primary hover:underline"
        >
          <ArrowLeftIcon className="size-5" aria-hidden="true" />
          Terug naar de website
        </Link>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <div className="mb-6 flex items-center gap-3">
              <LogoMark />
              <div>
                <h1 className="text-2xl font-bold leading-tight">Beheer</h1>
                <p className="text-sm text-muted-foreground">{site.name}</p>
              </div>
            </div>
            <div role="status">
              {session?.user ? (
                <p className="mb-6 rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
                  Je bent ingelogd als <strong>{session.user.email}</strong>.{" "}
                  {session.isAdmin ? (
                    <Link to={paths.adminNewsletter} className="font-semibold underline">
                      Naar het beheer
                    </Link>
                  ) : session.awaitsAdminLink ? (
                    AWAITING_FIRST_ADMIN_LINK
                  ) : (
                    AWAITING_ACCESS
                  )}
                </p>
              ) : null}
            </div>
            {linkUnusable ? (
              <p
                role="alert"
                className="mb-6 rounded-lg bg-destructive/10 p-3 text-sm text-destructive"
              >
                {PASSWORD_LINK_UNUSABLE}
              </p>
            ) : null}
            {token ? (
              <NewPasswordForm token={token} onDone={() => setSession(null)} />
            ) : (
              <Tabs.Root defaultValue="signIn">
                <Tabs.List
                  aria-label="Inloggen of registreren"
                  className="mb-6 flex gap-1 rounded-lg bg-muted p-1"
                >
                  <Tabs.Trigger value="signIn" className={tabClasses}>
                    Inloggen
                  </Tabs.Trigger>
                  <Tabs.Trigger value="signUp" className={tabClasses}>
                    Registreren
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="signIn">
                  <AuthForm mode="signIn" onSignedIn={setSession} />
                  <ForgotPassword />
                </Tabs.Content>
                <Tabs.Content value="signUp">
                  <AuthForm mode="signUp" onSignedIn={setSession} />
                </Tabs.Content>
              </Tabs.Root>
            )}
            <p className="mt-6 flex gap-2 rounded-lg border bg-muted p-3 text-sm text-foreground">
              <ShieldCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                De eerste gebruiker die zich registreert, wordt automatisch beheerder (admin). Op de
                live site bevestig je dat eerst met de link die je per e-mail ontvangt. Latere
                accounts krijgen pas beheerrechten als een beheerder die toekent.
              </span>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
