import { formatCents } from "@shared/money";
import { site } from "@shared/site";
import { BaseLayout, EmailHeading, Paragraph, SignOff } from "./base-layout";
import { DetailsTable } from "./details-table";

export interface DonationReceiptEmailProps {
  donationId: string;
  kind: string;
  amountCents: number;
  purpose: string;
  donorName?: string;
  paidAt: Date;
  siteUrl: string;
}

const isZakat = (kind: string) => kind === "zakat";

export const donationReceiptSubject = (kind: string) =>
  isZakat(kind) ? `Uw zakaatbewijs van ${site.name}` : `Bedankt voor uw donatie aan ${site.name}`;

/**
 * The receipt of a paid donation, sent at most once (by the webhook or the success page,
 * whichever comes first). Zakat gets its own wording and the ANBI number
 * (docs/product/donations.md, "Receipts").
 */
export function DonationReceiptEmail(p: DonationReceiptEmailProps) {
  const zakat = isZakat(p.kind);
  const when = p.paidAt.toLocaleDateString("nl-NL", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "long",
  });
  const greeting = p.donorName ? `Beste ${p.donorName},` : "Beste donateur,";
  return (
    <BaseLayout
      preview={zakat ? "Uw zakaat is ontvangen." : "Uw donatie is ontvangen."}
      siteUrl={p.siteUrl}
      footerNote="U ontvangt deze e-mail omdat u via onze website een donatie deed."
    >
      <EmailHeading>{zakat ? "Barakallahu feeki" : "Bedankt voor uw donatie!"}</EmailHeading>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>
        {zakat
          ? `Wij hebben uw zakaat van ${formatCents(p.amountCents)} in goede orde ontvangen. Wij zorgen ervoor dat uw zakaat de rechthebbenden bereikt. Moge Allah het van u aanvaarden.`
          : `Wij hebben uw donatie van ${formatCents(p.amountCents)} in goede orde ontvangen. Hartelijk dank voor uw steun aan mensen die getroffen zijn door oorlog en natuurrampen.`}
      </Paragraph>
      <DetailsTable
        rows={[
          [zakat ? "Zakaatbewijs" : "Donatiebewijs", p.donationId],
          ["Bedrag", formatCents(p.amountCents)],
          ["Doel", p.purpose],
          ["Datum", when],
        ]}
      />
      <Paragraph>
        {`${site.name} is door de Belastingdienst erkend als ANBI (RSIN ${site.registration.rsin}). Uw gift is daardoor aftrekbaar voor de belasting. Bewaar deze e-mail als bewijs van uw gift.`}
      </Paragraph>
      <SignOff />
    </BaseLayout>
  );
}
