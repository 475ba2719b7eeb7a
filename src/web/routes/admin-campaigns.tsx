import {
  CampaignsPage,
  campaignsAction,
  campaignsLoader,
} from "@web/features/admin/campaigns/campaigns-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-campaigns";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Campagnes – Beheer", description: "Campagnes op de homepage beheren." });

export default function Route() {
  return <CampaignsPage />;
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => campaignsLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => campaignsAction(args);
export const ErrorBoundary = AdminLoadError;
