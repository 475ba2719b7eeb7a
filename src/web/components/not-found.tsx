import { paths } from "@shared/paths";
import { icon } from "./layout/icons";
import { Link } from "react-router";
import { buttonVariants } from "./ui/button-variants";

const ArrowLeftIcon = icon(<path d="m12 19-7-7 7-7M19 12H5" />);

/** Title and description of the not-found page (also for unknown activity slugs). */
export const notFoundMeta = {
  title: "Pagina niet gevonden",
  description: "Deze pagina bestaat niet (meer). Ga terug naar de homepagina van de stichting.",
};

/** '404', 'Oops! Page not found', link back to home. */
export function NotFound() {
  return (
    <section className="page-container flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-7xl font-bold tracking-tight text-primary">404</h1>
      <p lang="en" className="mt-4 text-xl text-muted-foreground">
        Oops! Page not found
      </p>
      <Link to={paths.home} className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeftIcon aria-hidden="true" />
        Terug naar home
      </Link>
    </section>
  );
}
