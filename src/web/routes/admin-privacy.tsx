import {
  PrivacyPage,
  privacyAction,
  privacyLoader,
} from "@web/features/admin/privacy/privacy-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Persoonsgegevens", "Verzoeken om inzage of verwijdering (AVG).");
export const clientLoader = privacyLoader;
export const clientAction = privacyAction;
export const ErrorBoundary = AdminLoadError;
export default PrivacyPage;
