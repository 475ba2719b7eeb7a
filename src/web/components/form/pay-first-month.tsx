import { paths } from "@shared/paths";
import type { FirstPaymentStarted } from "@shared/schemas/monthly-gift";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { api, messageOf, titleOf } from "@web/lib/api-client";

/**
 * The first month of a monthly gift that Mollie collects, paid (again) by iDEAL after a
 * first payment that did not go through: the server opens the payment for the same gift
 * (no second sign-up), and the browser goes to its page.
 */
export function PayFirstMonthButton({
  url,
  body,
  children,
}: {
  url: string;
  body: object;
  children: string;
}) {
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const { redirectUrl } = await api.post<FirstPaymentStarted>(url, body);
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(titleOf(error) ?? "Fout", {
        description: messageOf(
          error,
          "De betaalpagina kon niet worden geopend. Probeer het later opnieuw.",
        ),
      });
      setBusy(false);
    }
  }
  return (
    <Button disabled={busy} onClick={() => void pay()}>
      {children}
    </Button>
  );
}

/**
 * A gift Mollie collects whose first month was given back in full (a refund, or the
 * donor's bank reversing it): no subscription was made, so nothing is collected.
 */
export function FirstMonthRefunded({ className }: { className?: string }) {
  return (
    <p className={className} role="status">
      Uw eerste maand is aan u terugbetaald. Daarom schrijven wij niets af. Wilt u de gift toch
      starten? Neem dan{" "}
      <Link to={paths.contact} className="text-primary underline">
        contact
      </Link>{" "}
      met ons op.
    </p>
  );
}
