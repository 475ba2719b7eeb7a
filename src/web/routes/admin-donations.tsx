import { donationsLoader, DonationsPage } from "@web/features/admin/donations/donations-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Donaties", "Donaties filteren, tellen en exporteren.");
export const clientLoader = donationsLoader;
export const ErrorBoundary = AdminLoadError;
export default DonationsPage;
