import { partnershipPage } from "@content/partnership";
import { paths } from "@shared/paths";
import { PartnershipView } from "@web/features/partnership/partnership-view";
import { VolunteerForm } from "@web/features/volunteer/volunteer-form";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...partnershipPage.meta, path: paths.partnership });

export default function PartnershipRoute() {
  return <PartnershipView form={<VolunteerForm />} />;
}
