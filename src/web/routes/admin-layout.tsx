import { Outlet } from "react-router";
import { AdminAccessError, adminUserContext, requireAdmin } from "@web/features/admin/admin-guard";
import { AdminShell } from "@web/features/admin/admin-shell";
import { MailOutageNotice } from "@web/features/newsletters/mail-outage";
import type { Route } from "./+types/admin-layout";

// Every /admin page: the access check runs before any page loads its
// data, then the shell around the page.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireAdmin];

export const clientLoader = ({ context }: Route.ClientLoaderArgs) => context.get(adminUserContext);

export default function AdminLayout({ loaderData: user }: Route.ComponentProps) {
  return (
    <AdminShell user={user} notice={<MailOutageNotice />}>
      <Outlet context={user} />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminAccessError;
