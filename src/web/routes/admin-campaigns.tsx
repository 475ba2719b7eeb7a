import { CampaignsPage } from "@web/features/admin/campaigns/campaigns-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Campagnes – Beheer", description: "Campagnes op de homepage beheren." });

export default function Route() {
  return <CampaignsPage />;
}
