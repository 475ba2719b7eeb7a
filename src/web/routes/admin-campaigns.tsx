import {
  campaignsAction,
  campaignsLoader,
  CampaignsPage,
} from "@web/features/admin/campaigns/campaigns-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Campagnes", "Campagnes op de homepage beheren.");
export const clientLoader = campaignsLoader;
export const clientAction = campaignsAction;
export const ErrorBoundary = AdminLoadError;
export default CampaignsPage;
