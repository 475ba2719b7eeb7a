import { sustainableProjects as page } from "@content/projects/sustainability";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function SustainableProjectsRoute() {
  return <ProjectPageView page={page} />;
}
