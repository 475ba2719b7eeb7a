import { healthProjects as page } from "@content/projects/health";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function HealthProjectsRoute() {
  return <ProjectPageView page={page} />;
}
