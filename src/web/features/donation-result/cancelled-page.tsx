import { paths } from "@shared/paths";
import { CircleSlashIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { api } from "@web/lib/api-client";
import { forgetDonation } from "@web/lib/donation-storage";
import { Result } from "@web/components/content/result-card";

/**
 * /donation-cancelled: no charges were made; links home, to try again, to
 * become a sponsor and to contact. Coming back with its id marks a demo or Mollie
 * donation cancelled (Mollie is asked, not trusted blindly).
 */
export function CancelledPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  useEffect(() => {
    // A cancelled donation's context must not colour a later success page.
    forgetDonation();
    if (sessionId) {
      api.post("/api/donations/cancelled", { sessionId }).catch(() => {
        // The page says the same either way; an unknown id changes nothing.
      });
    }
  }, [sessionId]);

  return (
    <Result
      icon={<CircleSlashIcon className="size-14 text-muted-foreground" aria-hidden="true" />}
      title="Donatie geannuleerd"
    >
      <p>Uw donatie is geannuleerd. Er zijn geen kosten in rekening gebracht.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.donate}>Probeer opnieuw</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Naar de homepagina</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.becomeSponsor}>Drager worden</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>Contact</Link>
        </Button>
      </div>
    </Result>
  );
}
