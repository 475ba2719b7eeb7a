import { zakatPurpose } from "@shared/form-input";
import { donorOfType, type ZakatDonor } from "@shared/schemas/zakat-donor";
import type { ZakatResult } from "@shared/zakat";
// Written to session and local storage; /donation-success reads and removes them (decision 014).
import { api } from "@web/lib/api-client";
import { DONATION_CONTEXT_KEY, remember, ZAKAAT_CONTEXT_KEY } from "@web/lib/donation-storage";

/** The zakat amount is sent as a string with two decimals. */
export function zakatAmountText(amount: number): string {
  return amount.toFixed(2);
}

interface ZakaatContext {
  kind: "zakat";
  donationId: string;
  amount: string;
  purpose: string;
  donorType: ZakatDonor["donorType"];
  name: string;
  email: string;
  companyName: string;
  nisabBasis: ZakatResult["policyApplied"]["nisabBasis"];
  netBase: number;
  createdAt: string;
}

/**
 * Creates the zakat donation (POST /api/donations) and remembers the
 * zakaat context for the success page. Returns the payment page to go to; throws the
 * API's error (with the server's Dutch message) when the donation could not be created.
 */
export async function startZakatPayment(
  form: ZakatDonor,
  result: ZakatResult,
  /** The 'Houd mij op de hoogte' box: ticked asks for a newsletter sign-up. */
  newsletter = false,
  /** The form's honeypot field: people leave it empty, bots fill it in. */
  website = "",
): Promise<string> {
  // 'Particulier' after 'Bedrijf': what was typed in the company fields is not sent.
  const donor = donorOfType(form);
  const amount = zakatAmountText(result.zakatTotal);
  const purpose = zakatPurpose(Math.round(result.zakatTotal * 100));
  const { donationId, redirectUrl } = await api.post<{ donationId: string; redirectUrl: string }>(
    "/api/donations",
    { kind: "zakat", amount, purpose, ...donor, newsletter, website },
  );
  const name =
    donor.donorType === "company" && donor.companyName
      ? donor.companyName
      : `${donor.firstName} ${donor.lastName}`;
  const context: ZakaatContext = {
    kind: "zakat",
    donationId,
    amount,
    purpose,
    donorType: donor.donorType,
    name,
    email: donor.email,
    companyName: donor.companyName,
    nisabBasis: result.policyApplied.nisabBasis,
    netBase: result.netBase,
    createdAt: new Date().toISOString(),
  };
  remember(ZAKAAT_CONTEXT_KEY, context);
  remember(DONATION_CONTEXT_KEY, {
    kind: "zakat",
    donationId,
    amount,
    purpose,
    name,
    email: donor.email,
  });
  return redirectUrl;
}
