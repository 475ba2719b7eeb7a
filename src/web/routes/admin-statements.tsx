import {
  statementsAction,
  statementsLoader,
  StatementsPage,
} from "@web/features/admin/records/statements-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta(
  "Jaaroverzichten",
  "Jaaroverzichten giften voor de belastingaangifte van donateurs.",
);
export const clientLoader = statementsLoader;
export const clientAction = statementsAction;
export const ErrorBoundary = AdminLoadError;
export default StatementsPage;
