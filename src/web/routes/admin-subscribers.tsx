import { PageHeader } from "@web/features/admin/page-header";
import { AdminLoadError } from "@web/features/admin/states";
import {
  SubscribersManager,
  subscribersAction,
  subscribersLoader,
} from "@web/features/newsletters/subscribers/subscribers-manager";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-subscribers";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Abonnees – Beheer", description: "Abonnees van de nieuwsbrief." });

export default function Route() {
  return (
    <>
      <PageHeader
        title="Abonnees"
        description="Iedereen die de nieuwsbrief ontvangt, met bron en inschrijfstatus."
      />
      <SubscribersManager />
    </>
  );
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => subscribersLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => subscribersAction(args);
export const ErrorBoundary = AdminLoadError;
