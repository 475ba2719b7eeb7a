import { NewsletterConfirmPage } from "@web/features/newsletter-signup/confirm-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Aanmelding nieuwsbrief bevestigen",
    description: "Bevestig uw aanmelding voor de nieuwsbrief van Stichting Qamar.",
  }), // no path: noindex, no canonical link
];

export default function NewsletterConfirmRoute() {
  return <NewsletterConfirmPage />;
}
