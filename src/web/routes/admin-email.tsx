import { emailAction, emailLoader, EmailPage } from "@web/features/admin/records/email-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

export const meta = adminMeta("E-mail", "Verzonden en mislukte e-mails.");
export const clientLoader = emailLoader;
export const clientAction = emailAction;
export const ErrorBoundary = AdminLoadError;
export default EmailPage;
