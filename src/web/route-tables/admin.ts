import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { paths } from "../../shared/paths.ts";

const at = (path: string) => path.slice(1);

// Sign-in and the admin area: client-rendered, never prerendered. Every admin
// page sits under one layout that checks the session and role before it renders. An
// admin page's route module exports its meta (`adminMeta`), the page's clientLoader
// (its data, loaded before it renders) and clientAction (its changes), and the admin
// error state as its ErrorBoundary.
export const adminRoutes: RouteConfigEntry[] = [
  route(at(paths.auth), "routes/auth.tsx"),
  layout("routes/admin-layout.tsx", [
    route(at(paths.admin), "routes/admin-index.tsx"),
    route(at(paths.adminNewsletter), "routes/admin-newsletter.tsx"),
    route(at(paths.adminSubscribers), "routes/admin-subscribers.tsx"),
    route(at(paths.adminCampaigns), "routes/admin-campaigns.tsx"),
    route(at(paths.adminDonations), "routes/admin-donations.tsx"),
    route(at(paths.adminMonthlyDonors), "routes/admin-monthly-donors.tsx"),
    route(at(paths.adminPeriodicGifts), "routes/admin-periodic-gifts.tsx"),
    route(at(paths.adminStatements), "routes/admin-statements.tsx"),
    route(at(paths.adminMessages), "routes/admin-messages.tsx"),
    route(at(paths.adminVolunteers), "routes/admin-volunteers.tsx"),
    route(at(paths.adminEmail), "routes/admin-email.tsx"),
    route(at(paths.adminSettings), "routes/admin-settings.tsx"),
    route(at(paths.adminUsers), "routes/admin-users.tsx"),
  ]),
];
