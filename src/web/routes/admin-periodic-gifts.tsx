import {
  periodicGiftsAction,
  periodicGiftsLoader,
  PeriodicGiftsPage,
} from "@web/features/admin/records/periodic-gifts-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Periodieke giften", "Overeenkomsten periodieke gift.");
export const clientLoader = periodicGiftsLoader;
export const clientAction = periodicGiftsAction;
export const ErrorBoundary = AdminLoadError;
export default PeriodicGiftsPage;
