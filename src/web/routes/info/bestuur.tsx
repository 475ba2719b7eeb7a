import { boardPage as page } from "@content/info/bestuur";
import { BoardTable } from "@web/features/info/board-table";
import { InfoPageView } from "@web/features/info/info-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function BoardRoute() {
  return (
    <InfoPageView page={page}>
      <BoardTable />
    </InfoPageView>
  );
}
