import type { SessionInfo } from "@shared/schemas/auth";
import { api } from "./api-client";

/**
 * The signed-in user as the server sees it (GET /api/auth/session answers 200 either
 * way, so an anonymous visit logs no failed request in the console).
 */
export function fetchSession(): Promise<SessionInfo> {
  return api.get<SessionInfo>("/api/auth/session");
}

/** Ends the session in the database and clears the cookie (better-auth's sign-out). */
export async function signOut(): Promise<void> {
  await api.post("/api/auth/sign-out");
}
