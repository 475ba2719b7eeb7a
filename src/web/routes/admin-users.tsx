import { useOutletContext } from "react-router";
import type { AdminUser } from "@web/features/admin/admin-guard";
import { UsersPage, usersAction, usersLoader } from "@web/features/admin/records/users-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Gebruikers", "Gebruikers en beheerrechten.");
export const clientLoader = usersLoader;
export const clientAction = usersAction;
export const ErrorBoundary = AdminLoadError;

/** The page gets the signed-in admin from the layout, to tell their own account apart. */
export default function Route() {
  const user = useOutletContext<AdminUser>();
  return <UsersPage currentUserId={user.id} />;
}
