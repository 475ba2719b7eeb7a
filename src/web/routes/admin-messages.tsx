import { MessagesPage } from "@web/features/admin/records/messages-page";
import { pageMeta } from "@web/lib/seo";

// Client-rendered under the admin layout (guard + shell); never prerendered.
export const meta = () =>
  pageMeta({ title: "Berichten – Beheer", description: "Berichten via het contactformulier." });

export default function Route() {
  return <MessagesPage />;
}
