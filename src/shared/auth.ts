/**
 * The texts and password rules of sign-in and sign-up, without zod: the /auth page loads
 * its schemas (schemas/auth.ts) only when the form is first used. The toast titles travel
 * with the messages because each rule has its own title ('Fout', 'Wachtwoord te zwak').
 */
export const AUTH_TITLES = {
  missing: "Fout",
  weakPassword: "Wachtwoord te zwak",
  signInFailed: "Inlog fout",
  signUpFailed: "Registratie fout",
  signedIn: "Succesvol ingelogd",
  signedUp: "Account aangemaakt",
  linkSent: "E-mail verstuurd",
  passwordSet: "Wachtwoord ingesteld",
  passwordNotSet: "Wachtwoord niet ingesteld",
} as const;

/**
 * What a signed-in account without admin rights is told after signing up or in, once,
 * instead of a success message followed by 'Geen toegang'.
 */
export const AWAITING_ACCESS =
  "Een beheerder moet je nog toegang geven tot het beheer. Zodra dat is gebeurd, kun je het beheer openen.";
export const MISSING_FIELDS_MESSAGE = "Vul alle velden in";
/** A mailed password link that is wrong, used or past its hour. */
export const PASSWORD_LINK_UNUSABLE =
  "Deze link is verlopen of al gebruikt. Vraag met 'Wachtwoord vergeten?' een nieuwe link aan.";
/** How long a mailed link to choose a password works (the server's setting and the texts). */
export const PASSWORD_LINK_MINUTES = 60;
/** The answer to 'Wachtwoord vergeten?', whether the address has an account or not. */
export const PASSWORD_LINK_SENT = `Als er een account met dit e-mailadres is, ontvang je een e-mail met een link om een nieuw wachtwoord te kiezen. De link is ${PASSWORD_LINK_MINUTES} minuten geldig.`;
/** What a signed-in address that may become the first admin is told until it used its link. */
export const AWAITING_FIRST_ADMIN_LINK = `Je wordt beheerder zodra je met de link in je e-mail je wachtwoord hebt gekozen. De link is ${PASSWORD_LINK_MINUTES} minuten geldig; vraag anders met 'Wachtwoord vergeten?' een nieuwe aan.`;
export const SIGN_IN_DEFAULT_ERROR = "Er ging iets mis bij het inloggen";
export const SIGN_UP_DEFAULT_ERROR = "Er ging iets mis bij het registreren";
export const INVALID_EMAIL_MESSAGE = "Ongeldig e-mailadres";
/** better-auth's own upper bound (emailAndPassword.maxPasswordLength). */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Het wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens lang zijn.`;

/** Each rule with how the message names it when it is missing. */
const passwordRules: ReadonlyArray<{ missing: string; test: (p: string) => boolean }> = [
  { missing: "minimaal 8 tekens", test: (p) => [...p].length >= 8 },
  { missing: "een hoofdletter", test: (p) => /\p{Lu}/u.test(p) },
  { missing: "een kleine letter", test: (p) => /\p{Ll}/u.test(p) },
  { missing: "een cijfer", test: (p) => /\p{Nd}/u.test(p) },
  { missing: "een speciaal teken", test: (p) => /[^\p{L}\p{N}]/u.test(p) },
];

export function missingPasswordRules(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.missing);
}

/** "Het wachtwoord moet nog bevatten: een hoofdletter, een cijfer en een speciaal teken." */
export function weakPasswordMessage(missing: readonly string[]): string {
  const list =
    missing.length <= 1
      ? (missing[0] ?? "")
      : `${missing.slice(0, -1).join(", ")} en ${missing.at(-1)}`;
  return `Het wachtwoord moet nog bevatten: ${list}.`;
}

/** The /auth page's four steps: sign in, sign up, ask for a password link, set a password. */
export type AuthStep = "signIn" | "signUp" | "passwordLink" | "newPassword";

const FAILURE_TITLES: Record<AuthStep, string> = {
  signIn: AUTH_TITLES.signInFailed,
  signUp: AUTH_TITLES.signUpFailed,
  passwordLink: AUTH_TITLES.missing,
  newPassword: AUTH_TITLES.passwordNotSet,
};

/**
 * The toast title for a failed check: missing fields are 'Fout', a weak password is
 * 'Wachtwoord te zwak', anything else is the step's own failure title.
 */
export function authIssueTitle(message: string, step: AuthStep): string {
  if (message === MISSING_FIELDS_MESSAGE) return AUTH_TITLES.missing;
  if (message.startsWith("Het wachtwoord moet nog bevatten")) return AUTH_TITLES.weakPassword;
  return FAILURE_TITLES[step];
}

/** What the admin pages (and the /api/admin guard) say to whom may not enter. */
export const ADMIN_DENIED = {
  notSignedIn: {
    error: "Niet ingelogd",
    message: "Je moet ingelogd zijn om deze pagina te bekijken",
  },
  noAdminRights: {
    error: "Geen toegang",
    message: "Je hebt geen admin rechten voor deze pagina",
  },
} as const;
