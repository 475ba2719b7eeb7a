import { pageMeta } from "@web/lib/seo";
import { AuthPage } from "@web/features/auth/auth-page";

// Client-rendered (never prerendered): served through the SPA fallback.
export const meta = () =>
  pageMeta({ title: "Inloggen", description: "Inloggen voor beheerders van de stichting." });

export default function AuthRoute() {
  return <AuthPage />;
}
