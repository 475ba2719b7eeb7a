import { DonationsPage } from "@web/features/admin/donations/donations-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Donaties – Beheer", description: "Donaties filteren, tellen en exporteren." });

export default function Route() {
  return <DonationsPage />;
}
