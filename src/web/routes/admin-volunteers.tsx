import { volunteersLoader, VolunteersPage } from "@web/features/admin/records/volunteers-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Vrijwilligers", "Aanmeldingen van vrijwilligers.");
export const clientLoader = volunteersLoader;
export const ErrorBoundary = AdminLoadError;
export default VolunteersPage;
