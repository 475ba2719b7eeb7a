import {
  MessagesPage,
  messagesAction,
  messagesLoader,
} from "@web/features/admin/records/messages-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-messages";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Berichten – Beheer", description: "Berichten via het contactformulier." });

export default function Route() {
  return <MessagesPage />;
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => messagesLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => messagesAction(args);
export const ErrorBoundary = AdminLoadError;
