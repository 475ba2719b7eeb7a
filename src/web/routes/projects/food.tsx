import { foodProjects as page } from "@content/projects/food";
import { ProjectPageView } from "@web/features/projects/project-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () => pageMeta({ ...page.meta, path: page.path });

export default function FoodProjectsRoute() {
  return <ProjectPageView page={page} />;
}
