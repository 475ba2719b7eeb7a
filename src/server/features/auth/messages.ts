import { PASSWORD_LINK_UNUSABLE } from "@shared/auth";

/**
 * better-auth answers in English `{ code, message }`; the /auth page shows the server's
 * message in its toast (under 'Inlog fout' / 'Registratie fout'), so the codes a visitor can meet are said in Dutch here.
 */
const dutch: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Onjuist e-mailadres of wachtwoord.",
  INVALID_EMAIL: "Ongeldig e-mailadres",
  INVALID_PASSWORD: "Onjuist wachtwoord.",
  USER_ALREADY_EXISTS: "Er bestaat al een account met dit e-mailadres.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Er bestaat al een account met dit e-mailadres.",
  PASSWORD_TOO_SHORT: "Het wachtwoord is te kort.",
  PASSWORD_TOO_LONG: "Het wachtwoord is te lang.",
  INVALID_ORIGIN: "Dit verzoek komt niet van deze website.",
  MISSING_OR_NULL_ORIGIN: "Dit verzoek komt niet van deze website.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Dit verzoek komt niet van deze website.",
  EMAIL_NOT_VERIFIED: "Dit e-mailadres is nog niet bevestigd.",
  // A password link that is wrong, used, past its hour, or of an account since removed.
  INVALID_TOKEN: PASSWORD_LINK_UNUSABLE,
  USER_NOT_FOUND: PASSWORD_LINK_UNUSABLE,
};

export function dutchAuthMessage(code: unknown, fallback: string): string {
  return (typeof code === "string" && dutch[code]) || fallback;
}
