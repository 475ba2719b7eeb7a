import { emergencyProjects as page } from "@content/projects/emergency";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function EmergencyProjectsRoute() {
  return <ProjectPageView page={page} />;
}
