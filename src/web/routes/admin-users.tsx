import { useOutletContext } from "react-router";
import type { AdminUser } from "@web/features/admin/admin-guard";
import { UsersPage } from "@web/features/admin/records/users-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Gebruikers – Beheer", description: "Gebruikers en beheerrechten." });

export default function Route() {
  const user = useOutletContext<AdminUser>();
  return <UsersPage currentUserId={user.id} />;
}
