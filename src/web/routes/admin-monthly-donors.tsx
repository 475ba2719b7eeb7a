import {
  MonthlyDonorsPage,
  monthlyDonorsLoader,
} from "@web/features/admin/records/monthly-donors-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-monthly-donors";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({
    title: "Maanddonateurs – Beheer",
    description: "Aanmeldingen voor maandelijkse donaties.",
  });

export default function Route() {
  return <MonthlyDonorsPage />;
}

// The page's data, loaded before it renders; a failure shows the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => monthlyDonorsLoader(args);
export const ErrorBoundary = AdminLoadError;
