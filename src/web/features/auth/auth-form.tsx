import { zodResolver } from "@hookform/resolvers/zod";
import { paths } from "@shared/paths";
import {
  AUTH_TITLES,
  AWAITING_ACCESS,
  AWAITING_FIRST_ADMIN_LINK,
  authIssueTitle,
  SIGN_IN_DEFAULT_ERROR,
  SIGN_UP_DEFAULT_ERROR,
} from "@shared/auth";
import type { SessionInfo, SignInInput } from "@shared/schemas/auth";
import { type FieldErrors, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { firstErrorMessage, toastOutcome } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { ApiError, api } from "@web/lib/api-client";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { fetchSession } from "@web/lib/session";
import { PasswordInput } from "./password-input";

export type AuthMode = "signIn" | "signUp";

const copy = {
  signIn: {
    url: "/api/auth/sign-in/email",
    submit: "Inloggen",
    busy: "Bezig met inloggen…",
    success: AUTH_TITLES.signedIn,
    failure: AUTH_TITLES.signInFailed,
    fallback: SIGN_IN_DEFAULT_ERROR,
    autocomplete: "current-password",
  },
  signUp: {
    url: "/api/auth/sign-up/email",
    submit: "Account aanmaken",
    busy: "Account wordt aangemaakt…",
    success: AUTH_TITLES.signedUp,
    failure: AUTH_TITLES.signUpFailed,
    fallback: SIGN_UP_DEFAULT_ERROR,
    autocomplete: "new-password",
  },
} as const;

/** Each tab's rules load when its form is first used (zod stays out of the page's start). */
const rules = {
  signIn: lazyResolver<SignInInput, SignInInput>(() =>
    import("@shared/schemas/auth").then((m) => zodResolver(m.signInSchema)),
  ),
  signUp: lazyResolver<SignInInput, SignInInput>(() =>
    import("@shared/schemas/auth").then((m) => zodResolver(m.signUpSchema)),
  ),
};

/** Both tabs' toasts replace each other: a new outcome, one toast (see toastOutcome). */
const TOAST_ID = "form:auth";

/** Titles the server sends that the toast shows as they are (the rate limit). */
const serverTitles = new Set<string>([
  AUTH_TITLES.missing,
  AUTH_TITLES.weakPassword,
  "Te veel verzoeken",
]);

/** One form for both tabs of /auth: e-mail and password, its checks and toasts
 * (docs/product/forms.md). */
export function AuthForm({
  mode,
  onSignedIn,
}: {
  mode: AuthMode;
  /** The session after a successful sign-up or sign-in, for the page to show. */
  onSignedIn?: (session: SessionInfo) => void;
}) {
  const text = copy[mode];
  const navigate = useNavigate();
  const form = useForm<SignInInput>({
    resolver: rules[mode].resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const id = (field: string) => `${mode}-${field}`;

  function onInvalid(invalid: FieldErrors<SignInInput>) {
    const message = firstErrorMessage(invalid) ?? text.fallback;
    toastOutcome(TOAST_ID, {
      kind: "error",
      title: authIssueTitle(message, mode),
      description: message,
    });
  }

  function showError(error: unknown, failed: (typeof copy)[AuthMode]) {
    if (error instanceof ApiError && serverTitles.has(error.title)) {
      toastOutcome(TOAST_ID, { kind: "error", title: error.title, description: error.message });
    } else {
      const message = error instanceof ApiError && error.message ? error.message : failed.fallback;
      toastOutcome(TOAST_ID, { kind: "error", title: failed.failure, description: message });
    }
  }

  async function onValid(values: SignInInput) {
    try {
      await api.post(text.url, values);
    } catch (error) {
      showError(error, text);
      return;
    }
    // Sign-up answers a known address like a new one and opens no session: sign in next.
    if (mode === "signUp") {
      try {
        await api.post(copy.signIn.url, values);
      } catch (error) {
        showError(error, copy.signIn);
        return;
      }
    }
    // Only an admin goes on to the admin area; anyone else would be sent away again with
    // 'Geen toegang' right after the success message: tell them once what happens next.
    const session = await fetchSession().catch(() => null);
    if (session?.user && !session.isAdmin) {
      toastOutcome(TOAST_ID, {
        kind: "success",
        title: text.success,
        description: session.awaitsAdminLink ? AWAITING_FIRST_ADMIN_LINK : AWAITING_ACCESS,
      });
      onSignedIn?.(session);
      return;
    }
    toastOutcome(TOAST_ID, { kind: "success", title: text.success });
    navigate(paths.adminNewsletter);
  }

  return (
    <form
      noValidate
      aria-label={text.submit}
      className="space-y-5"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      {...rules[mode].warmUp}
    >
      <FormField id={id("email")} label="E-mailadres" required error={errors.email?.message}>
        <Input
          {...fieldA11y(id("email"), errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id={id("password")}
        label="Wachtwoord"
        required
        error={errors.password?.message}
        hint={
          mode === "signUp"
            ? "Minimaal 8 tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken."
            : undefined
        }
      >
        <PasswordInput
          {...fieldA11y(id("password"), errors.password?.message, mode === "signUp")}
          autoComplete={text.autocomplete}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? text.busy : text.submit}
      </Button>
    </form>
  );
}
