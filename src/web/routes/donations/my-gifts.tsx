import { MyGiftsPage } from "@web/features/my-gifts/my-gifts-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: "Mijn giften",
    description:
      "Bekijk uw giften aan Stichting Qamar, download kwitanties en jaaroverzichten en beheer uw maandelijkse gift.",
  }), // no path: noindex, no canonical link
];

export default function MyGiftsRoute() {
  return <MyGiftsPage />;
}
