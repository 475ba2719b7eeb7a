import { homeProjects } from "@content/home-sections";
import { projectCards } from "@content/projects/grid";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "@web/components/content/illustration";
import { buttonVariants } from "@web/components/ui/button-variants";

/** Home section 4 (anchor 'projects'): nine cards, descriptions clamped to three lines. */
export default function ProjectsGrid() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="py-16 sm:py-20">
      <div className="page-container">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {homeProjects.eyebrow}
        </p>
        <h2 id="projects-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {homeProjects.heading}
        </h2>
        <p className="measure mt-3 text-lg text-muted-foreground">{homeProjects.text}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {projectCards.map((card) => (
            <li
              key={card.path}
              className="flex flex-col overflow-hidden rounded-card border bg-card shadow-sm shadow-black/5"
            >
              <Illustration name={card.illustration} className="aspect-[4/3] h-auto w-full" />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-semibold">{card.name}</h3>
                <p
                  className="mt-2 line-clamp-3 text-muted-foreground"
                  data-testid="project-summary"
                >
                  {card.summary}
                </p>
                <Link
                  to={card.path}
                  className={buttonVariants({ variant: "outline", className: "mt-5 self-start" })}
                >
                  {homeProjects.cardLink}
                  <span className="sr-only"> over {card.name.toLowerCase()}</span>
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
