import { waterProjects as page } from "@content/projects/water";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function WaterProjectsRoute() {
  return <ProjectPageView page={page} />;
}
