import {
  SettingsPage,
  settingsAction,
  settingsLoader,
} from "@web/features/admin/records/settings-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-settings";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({
    title: "Instellingen – Beheer",
    description: "Goud- en zilverprijs voor de zakaatcalculator.",
  });

export default function Route() {
  return <SettingsPage />;
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => settingsLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => settingsAction(args);
export const ErrorBoundary = AdminLoadError;
