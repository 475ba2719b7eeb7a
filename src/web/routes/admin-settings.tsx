import { SettingsPage } from "@web/features/admin/records/settings-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({
    title: "Instellingen – Beheer",
    description: "Goud- en zilverprijs voor de zakaatcalculator.",
  });

export default function Route() {
  return <SettingsPage />;
}
