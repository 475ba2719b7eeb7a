import { educationProjects as page } from "@content/projects/education";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function EducationProjectsRoute() {
  return <ProjectPageView page={page} />;
}
