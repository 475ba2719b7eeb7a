import { NEWSLETTER_TOASTS } from "@shared/schemas/newsletter";
import { AdminLoadError } from "@web/features/admin/states";
import { PageHeader } from "@web/features/admin/page-header";
import { EmailDiagnostics } from "@web/features/newsletters/email-diagnostics";
import {
  NewsletterManager,
  newslettersAction,
  newslettersLoader,
} from "@web/features/newsletters/newsletter-manager";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-newsletter";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Nieuwsbrieven – Beheer", description: "Nieuwsbrieven maken en versturen." });

export default function Route() {
  return (
    <>
      <PageHeader
        title="Nieuwsbrieven"
        description="Maak nieuwsbrieven, kies de ontvangers en volg de verzending."
      />
      <NewsletterManager />
      <EmailDiagnostics />
    </>
  );
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => newslettersLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => newslettersAction(args);
export const ErrorBoundary = () => <AdminLoadError title={NEWSLETTER_TOASTS.loadFailed} />;
