import { paths } from "@shared/paths";
import { NewspaperIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@web/components/ui/button";
import { PageHeader } from "./page-header";
import { EmptyState } from "./states";

/**
 * /admin/newsletter (spec 02 §2), where every admin lands after signing in. The
 * newsletter tool itself (list, editor, recipients, sending) comes with issue 8 and
 * replaces the empty state below.
 */
export function NewsletterPage() {
  return (
    <>
      <PageHeader
        title="Nieuwsbrieven"
        description="Maak nieuwsbrieven, kies de ontvangers en volg de verzending."
      />
      <EmptyState
        icon={NewspaperIcon}
        title="Nog geen nieuwsbrieven"
        action={
          <Link to={paths.adminSubscribers} className={buttonVariants({ variant: "outline" })}>
            <UsersIcon aria-hidden="true" /> Naar de abonnees
          </Link>
        }
      >
        Een nieuwsbrief staat hier als Concept tot je hem verstuurt; daarna als Verstuurd, met
        hoeveel ontvangers hem kregen.
      </EmptyState>
    </>
  );
}

/** /admin/subscribers: the subscriber list arrives with issue 8. */
export function SubscribersPage() {
  return (
    <>
      <PageHeader
        title="Abonnees"
        description="Iedereen die de nieuwsbrief ontvangt, met bron en inschrijfstatus."
      />
      <EmptyState icon={UsersIcon} title="Nog geen abonnees">
        Abonnees die je toevoegt of uit een CSV-bestand importeert, verschijnen hier. Uitgeschreven
        adressen blijven zichtbaar, maar krijgen geen nieuwsbrief meer.
      </EmptyState>
    </>
  );
}
