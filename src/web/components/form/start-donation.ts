import type { DonationInput, DonationStarted } from "@shared/schemas/donation";
import { api } from "@web/lib/api-client";
import { DONATION_CONTEXT_KEY, DONATION_REQUEST_KEY, remember } from "@web/lib/donation-storage";
import { toastOutcome } from "./toasts";

/**
 * The donation is stored as pending (POST /api/donations); then the toast
 * 'Donatie gestart', the caller clears the form, and the browser goes to the payment page.
 */
export async function startDonation(
  body: DonationInput,
  clearForm: () => void,
  toastId?: string,
): Promise<void> {
  const started = await api.post<DonationStarted>("/api/donations", body);
  remember(DONATION_CONTEXT_KEY, { donationId: started.donationId, kind: body.kind });
  remember(DONATION_REQUEST_KEY, { kind: body.kind, amount: body.amount });
  toastOutcome(toastId, {
    kind: "info",
    title: "Donatie gestart",
    description: "U gaat nu naar de betaalpagina.",
  });
  clearForm();
  window.location.assign(started.redirectUrl);
}
