import { emergencyPage } from "@content/donations";
import { paths } from "@shared/paths";
import { EmergencyPage } from "@web/features/emergency/emergency-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...emergencyPage.meta, path: paths.emergencyAid });

export default function EmergencyAidRoute() {
  return <EmergencyPage />;
}
