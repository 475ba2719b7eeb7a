import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { paths } from "../../shared/paths.ts";

const at = (path: string, file: string) => route(path.slice(1), `routes/donations/${file}`);

// Donation, payment and form pages (forms, donations and payments). All are
// prerendered; the success, cancelled and demo checkout pages read their query string
// in the browser.
export const formRoutes: RouteConfigEntry[] = [
  at(paths.donate, "donate.tsx"),
  at(paths.emergencyAid, "emergency-aid.tsx"),
  at(paths.fridayCharity, "friday-sadaqa.tsx"),
  at(paths.sadaqah1, "sadaqah1.tsx"),
  at(paths.donationSuccess, "donation-success.tsx"),
  at(paths.donationCancelled, "donation-cancelled.tsx"),
  at(paths.demoCheckout, "demo-checkout.tsx"),
  at(paths.monthlyGift, "monthly-gift.tsx"),
  at(paths.myGifts, "my-gifts.tsx"),
  at(paths.periodicGift, "periodic-gift.tsx"),
];
