import { constructionProjects as page } from "@content/projects/construction";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function ConstructionProjectsRoute() {
  return <ProjectPageView page={page} />;
}
