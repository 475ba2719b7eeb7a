import { EmailPage } from "@web/features/admin/records/email-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "E-mail – Beheer", description: "Verzonden en mislukte e-mails." });

export default function Route() {
  return <EmailPage />;
}
