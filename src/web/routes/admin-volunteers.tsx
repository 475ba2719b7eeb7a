import { VolunteersPage, volunteersLoader } from "@web/features/admin/records/volunteers-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-volunteers";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Vrijwilligers – Beheer", description: "Aanmeldingen van vrijwilligers." });

export default function Route() {
  return <VolunteersPage />;
}

// The page's data, loaded before it renders; a failure shows the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => volunteersLoader(args);
export const ErrorBoundary = AdminLoadError;
