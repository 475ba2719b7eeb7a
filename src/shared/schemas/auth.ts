import { z } from "../zod";
import {
  INVALID_EMAIL_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MISSING_FIELDS_MESSAGE,
  missingPasswordRules,
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

export const signUpSchema = z.object(
  {
    email,
    password: requiredPassword.superRefine((password, ctx) => {
      const missing = missingPasswordRules(password);
      if (missing.length > 0)
        ctx.addIssue({ code: "custom", message: weakPasswordMessage(missing) });
    }),
  },
  { error: MISSING_FIELDS_MESSAGE },
);

export type SignInInput = z.infer<typeof signInSchema>;

/** GET /api/auth/session: who is signed in and whether they hold the admin role. */
export const sessionInfoSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  isAdmin: z.boolean(),
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;
