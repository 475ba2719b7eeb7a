import { reportsPage as page } from "@content/info/rapporten";
import { ReportDownload } from "@web/features/info/report-download";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ReportsRoute() {
  return (
    <InfoPageView page={page}>
      <ReportDownload />
    </InfoPageView>
  );
}
