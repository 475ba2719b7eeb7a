import { agricultureProjects as page } from "@content/projects/agriculture";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function AgricultureProjectsRoute() {
  return <ProjectPageView page={page} />;
}
