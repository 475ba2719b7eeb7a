import { qurbanProjects as page } from "@content/projects/qurban";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function QurbanProjectsRoute() {
  return <ProjectPageView page={page} />;
}
