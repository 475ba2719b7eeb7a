import {
  settingsAction,
  settingsLoader,
  SettingsPage,
} from "@web/features/admin/records/settings-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Instellingen", "Goud- en zilverprijs voor de zakaatcalculator.");
export const clientLoader = settingsLoader;
export const clientAction = settingsAction;
export const ErrorBoundary = AdminLoadError;
export default SettingsPage;
