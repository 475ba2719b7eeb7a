import type { SessionInfo } from "@shared/schemas/auth";

/**
 * The signed-in user as the server sees it (GET /api/auth/session answers 200 either
 * way, so an anonymous visit logs no failed request in the console).
 */
export async function fetchSession(): Promise<SessionInfo> {
  const response = await fetch("/api/auth/session", {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`session check failed: ${response.status}`);
  return (await response.json()) as SessionInfo;
}

/** Ends the session in the database and clears the cookie (better-auth's sign-out). */
export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    headers: { accept: "application/json" },
  });
}
