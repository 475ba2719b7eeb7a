import {
  messagesAction,
  messagesLoader,
  MessagesPage,
} from "@web/features/admin/records/messages-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("Berichten", "Berichten via het contactformulier.");
export const clientLoader = messagesLoader;
export const clientAction = messagesAction;
export const ErrorBoundary = AdminLoadError;
export default MessagesPage;
