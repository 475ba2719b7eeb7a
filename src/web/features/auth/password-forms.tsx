import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/paths";
import { AUTH_TITLES, type AuthStep, authIssueTitle, PASSWORD_LINK_SENT } from "@shared/auth";
import type { NewPasswordInput, PasswordLinkInput } from "@shared/schemas/auth";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, type FieldValues, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { firstErrorMessage, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { ApiError, api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { PasswordInput } from "./password-input";

/** The /auth page's toasts replace each other (see toastOutcome). */
const TOAST_ID = "form:auth";

const rules = {
  passwordLink: lazyResolver<PasswordLinkInput, PasswordLinkInput>(() =>
    import("@shared/schemas/auth").then((m) => zodResolver(m.passwordLinkSchema)),
  ),
  newPassword: lazyResolver<Omit<NewPasswordInput, "token">, Omit<NewPasswordInput, "token">>(() =>
    import("@shared/schemas/auth").then((m) =>
      zodResolver(m.newPasswordSchema.omit({ token: true })),
    ),
  ),
};

function toastInvalid(step: AuthStep, invalid: FieldErrors<FieldValues>) {
  const message = firstErrorMessage(invalid) ?? "Vul alle velden in";
  toastOutcome(TOAST_ID, {
    kind: "error",
    title: authIssueTitle(message, step),
    description: message,
  });
}

/** The server's own title and sentence (Dutch), or the step's failure. */
function toastFailed(step: AuthStep, error: unknown, fallback: string) {
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  const title =
    error instanceof ApiError && error.title ? error.title : authIssueTitle(message, step);
  toastOutcome(TOAST_ID, { kind: "error", title, description: message });
}

/**
 * 'Wachtwoord vergeten?' under the sign-in form: opens a field for the address and mails
 * a link to choose a new password. The answer is the same for every address.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const panelId = useId();
  const form = useForm<PasswordLinkInput>({
    resolver: rules.passwordLink.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldId = `${panelId}-email`;

  useEffect(() => {
    if (open) form.setFocus("email");
  }, [open, form]);

  async function onValid(values: PasswordLinkInput) {
    try {
      await api.post("/api/auth/request-password-reset", values);
    } catch (error) {
      toastFailed("passwordLink", error, "Er ging iets mis bij het versturen van de link");
      return;
    }
    setSent(true);
    toastOutcome(TOAST_ID, {
      kind: "success",
      title: AUTH_TITLES.linkSent,
      description: PASSWORD_LINK_SENT,
    });
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        className="inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Wachtwoord vergeten?
      </button>
      {open ? (
        <form
          id={panelId}
          noValidate
          aria-label="Link voor een nieuw wachtwoord"
          className="mt-2 space-y-4 rounded-lg bg-muted p-4"
          onSubmit={form.handleSubmit(onValid, (invalid) => toastInvalid("passwordLink", invalid))}
          {...rules.passwordLink.warmUp}
        >
          <p className="text-sm text-muted-foreground">
            Vul het e-mailadres van je account in. Je ontvangt een link om een nieuw wachtwoord te
            kiezen.
          </p>
          <FormField id={fieldId} label="E-mailadres" required error={errors.email?.message}>
            <Input
              {...fieldA11y(fieldId, errors.email?.message)}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register("email")}
            />
          </FormField>
          <Button type="submit" variant="outline" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Bezig met versturen…" : "Link versturen"}
          </Button>
          <p role="status" className="text-sm">
            {sent ? PASSWORD_LINK_SENT : null}
          </p>
        </form>
      ) : null}
    </div>
  );
}

/**
 * /auth?token=…, opened from the mailed link: the new password. Once it is set, the page
 * shows the sign-in form (every session of the account has ended).
 */
export function NewPasswordForm({
  token,
  onDone,
}: {
  token: string;
  /** The password is set: every session of the account has ended. */
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<Omit<NewPasswordInput, "token">>({
    resolver: rules.newPassword.resolver,
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const id = "new-password";

  useEffect(() => heading.current?.focus(), []);

  async function onValid(values: Omit<NewPasswordInput, "token">) {
    let answer: { message: string };
    try {
      answer = await api.post<{ message: string }>("/api/auth/reset-password", {
        token,
        password: values.password,
      });
    } catch (error) {
      toastFailed("newPassword", error, "Er ging iets mis bij het opslaan van het wachtwoord");
      return;
    }
    toastOutcome(TOAST_ID, {
      kind: "success",
      title: AUTH_TITLES.passwordSet,
      description: answer.message,
    });
    onDone?.();
    navigate(paths.auth, { replace: true });
  }

  return (
    <section>
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-xl font-semibold focus-visible:outline-none"
      >
        Nieuw wachtwoord kiezen
      </h2>
      <p className="mb-5 text-sm text-muted-foreground">
        Kies het wachtwoord waarmee je voortaan inlogt. Daarna log je opnieuw in.
      </p>
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        className="space-y-5"
        onSubmit={form.handleSubmit(onValid, (invalid) => toastInvalid("newPassword", invalid))}
        {...rules.newPassword.warmUp}
      >
        <FormField
          id={id}
          label="Nieuw wachtwoord"
          required
          error={errors.password?.message}
          hint="Minimaal 8 tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken."
        >
          <PasswordInput
            {...fieldA11y(id, errors.password?.message, true)}
            autoComplete="new-password"
            {...form.register("password")}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Bezig met opslaan…" : "Wachtwoord opslaan"}
        </Button>
      </form>
      <Link
        to={paths.auth}
        className="mt-4 inline-flex min-h-11 items-center rounded-md font-semibold text-primary underline-offset-4 hover:underline"
      >
        Terug naar inloggen
      </Link>
    </section>
  );
}
