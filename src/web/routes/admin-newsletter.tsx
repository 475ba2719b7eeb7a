import { PageHeader } from "@web/features/admin/page-header";
import { EmailDiagnostics } from "@web/features/newsletters/email-diagnostics";
import { NewsletterManager } from "@web/features/newsletters/newsletter-manager";
import { pageMeta } from "@web/lib/seo";

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
