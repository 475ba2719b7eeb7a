import { sponsorPage } from "@content/sponsor";
import { paths } from "@shared/paths";
import { SponsorView } from "@web/features/partnership/sponsor-view";
import { VolunteerForm } from "@web/features/volunteer/volunteer-form";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...sponsorPage.meta, path: paths.becomeSponsor });

export default function BecomeSponsorRoute() {
  return <SponsorView form={<VolunteerForm />} />;
}
