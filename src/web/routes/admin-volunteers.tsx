import { VolunteersPage } from "@web/features/admin/records/volunteers-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Vrijwilligers – Beheer", description: "Aanmeldingen van vrijwilligers." });

export default function Route() {
  return <VolunteersPage />;
}
