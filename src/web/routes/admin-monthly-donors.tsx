import { MonthlyDonorsPage } from "@web/features/admin/records/monthly-donors-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({
    title: "Maanddonateurs – Beheer",
    description: "Aanmeldingen voor maandelijkse donaties.",
  });

export default function Route() {
  return <MonthlyDonorsPage />;
}
