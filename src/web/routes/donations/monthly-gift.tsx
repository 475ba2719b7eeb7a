import { MonthlyGiftPage } from "@web/features/donate/monthly-gift-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Uw maandelijkse gift",
    description: "Pauzeer, hervat of stop uw maandelijkse gift aan Stichting Qamar.",
  }), // no path: noindex, no canonical link
];

export default function MonthlyGiftRoute() {
  return <MonthlyGiftPage />;
}
