import {
  monthlyDonorsAction,
  monthlyDonorsLoader,
  MonthlyDonorsPage,
} from "@web/features/admin/records/monthly-donors-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta(
  "Maanddonateurs",
  "Maandelijkse giften, machtigingen en incassobestanden.",
);
export const clientLoader = monthlyDonorsLoader;
export const clientAction = monthlyDonorsAction;
export const ErrorBoundary = AdminLoadError;
export default MonthlyDonorsPage;
