import { EmailPage, emailLoader } from "@web/features/admin/records/email-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-email";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "E-mail – Beheer", description: "Verzonden en mislukte e-mails." });

export default function Route() {
  return <EmailPage />;
}

// The page's data, loaded before it renders; a failure shows the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => emailLoader(args);
export const ErrorBoundary = AdminLoadError;
