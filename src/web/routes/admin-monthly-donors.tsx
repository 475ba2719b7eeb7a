import {
  monthlyDonorsLoader,
  MonthlyDonorsPage,
} from "@web/features/admin/records/monthly-donors-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Maanddonateurs", "Aanmeldingen voor maandelijkse donaties.");
export const clientLoader = monthlyDonorsLoader;
export const ErrorBoundary = AdminLoadError;
export default MonthlyDonorsPage;
