import { useOutletContext } from "react-router";
import type { AdminUser } from "@web/features/admin/admin-guard";
import {
  UsersPage,
  usersAction,
  usersLoader,
  usersShouldRevalidate,
} from "@web/features/admin/records/users-page";
import { AdminLoadError } from "@web/features/admin/states";
import { pageMeta } from "@web/lib/seo";
import type { Route as RouteTypes } from "./+types/admin-users";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Gebruikers – Beheer", description: "Gebruikers en beheerrechten." });

export default function Route() {
  const user = useOutletContext<AdminUser>();
  return <UsersPage currentUserId={user.id} />;
}

// The page's data, loaded before it renders, and its changes; a failure to load shows
// the admin error state.
export const clientLoader = (args: RouteTypes.ClientLoaderArgs) => usersLoader(args);
export const clientAction = (args: RouteTypes.ClientActionArgs) => usersAction(args);
export const shouldRevalidate = usersShouldRevalidate;
export const ErrorBoundary = AdminLoadError;
