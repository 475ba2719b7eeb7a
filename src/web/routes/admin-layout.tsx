import { Outlet } from "react-router";
import { AdminGuard } from "@web/features/admin/admin-guard";
import { AdminShell } from "@web/features/admin/admin-shell";

/** Every /admin page: the guard (spec 02 §4/§6) first, then the shell around the page. */
export default function AdminLayout() {
  return (
    <AdminGuard>
      {(user) => (
        <AdminShell user={user}>
          <Outlet context={user} />
        </AdminShell>
      )}
    </AdminGuard>
  );
}
