import { z } from "../zod";
import {
  INVALID_EMAIL_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MISSING_FIELDS_MESSAGE,
  missingPasswordRules,
  PASSWORD_LINK_UNUSABLE,
  PASSWORD_TOO_LONG_MESSAGE,
  weakPasswordMessage,
} from "../auth";

/**
 * Sign-in and sign-up: one schema per form, parsed by the /auth page and by the server
 * in front of better-auth; their texts and rules are in shared/auth.ts.
 */
const email = z
  .string({ error: MISSING_FIELDS_MESSAGE })
  .trim()
  .min(1, MISSING_FIELDS_MESSAGE)
  .max(255, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

const requiredPassword = z
  .string({ error: MISSING_FIELDS_MESSAGE })
  .min(1, MISSING_FIELDS_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

// A body that is not an object at all (none, null, a string) is missing every field.
export const signInSchema = z.object(
  { email, password: requiredPassword },
  { error: MISSING_FIELDS_MESSAGE },
);

/** A password that meets every rule (sign-up, a new password). */
const newPassword = requiredPassword.superRefine((password, ctx) => {
  const missing = missingPasswordRules(password);
  if (missing.length > 0) ctx.addIssue({ code: "custom", message: weakPasswordMessage(missing) });
});

export const signUpSchema = z.object(
  { email, password: newPassword },
  { error: MISSING_FIELDS_MESSAGE },
);

export type SignInInput = z.infer<typeof signInSchema>;

/** 'Wachtwoord vergeten?': the address to mail a link to. */
export const passwordLinkSchema = z.object({ email }, { error: MISSING_FIELDS_MESSAGE });
export type PasswordLinkInput = z.infer<typeof passwordLinkSchema>;

/** A new password, chosen through the mailed link (its token). */
export const newPasswordSchema = z.object(
  {
    token: z
      .string({ error: PASSWORD_LINK_UNUSABLE })
      .min(1, PASSWORD_LINK_UNUSABLE)
      .max(200, PASSWORD_LINK_UNUSABLE),
    password: newPassword,
  },
  { error: MISSING_FIELDS_MESSAGE },
);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** GET /api/auth/session: who is signed in and whether they hold the admin role. */
export const sessionInfoSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  isAdmin: z.boolean(),
  /** The address may become the first admin and waits for its mailed link (ADMIN_EMAILS). */
  awaitsAdminLink: z.boolean(),
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;
