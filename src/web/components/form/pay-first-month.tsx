import type { FirstPaymentStarted } from "@shared/schemas/monthly-gift";
import { useState } from "react";
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
