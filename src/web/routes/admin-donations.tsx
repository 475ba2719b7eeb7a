import { DonationsPage, donationsLoader } from "@web/features/admin/donations/donations-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-donations";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Donaties – Beheer", description: "Donaties filteren, tellen en exporteren." });

export default function Route() {
  return <DonationsPage />;
}

// The page's data, loaded before it renders; a failure shows the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => donationsLoader(args);
export const ErrorBoundary = AdminLoadError;
