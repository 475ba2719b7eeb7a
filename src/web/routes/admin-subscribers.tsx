import { PageHeader } from "@web/features/admin/page-header";
import { SubscribersManager } from "@web/features/newsletters/subscribers/subscribers-manager";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Abonnees – Beheer", description: "Abonnees van de nieuwsbrief." });

export default function Route() {
  return (
    <>
      <PageHeader
        title="Abonnees"
        description="Iedereen die de nieuwsbrief ontvangt, met bron en inschrijfstatus."
      />
      <SubscribersManager />
    </>
  );
}
