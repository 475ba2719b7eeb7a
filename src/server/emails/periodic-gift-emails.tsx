import { formatCents } from "@shared/money";
import { paymentMethodLabels, rhythmLabels } from "@shared/periodic-gift";
import type { PeriodicGift } from "@shared/schemas/periodic-gift";
import { formatAddress, site } from "@shared/site";
import { BaseLayout, EmailHeading, Paragraph } from "./base-layout";
import { DetailsTable } from "./details-table";

export interface PeriodicGiftEmailProps {
  gift: Pick<
    PeriodicGift,
    | "firstName"
    | "lastName"
    | "yearlyAmount"
    | "startYear"
    | "durationYears"
    | "rhythm"
    | "paymentMethod"
  >;
  transactionNumber: string;
  siteUrl: string;
}

export const periodicGiftSubject = (transactionNumber: string) =>
  `Uw overeenkomst periodieke gift ${transactionNumber} om te ondertekenen`;

/**
 * To the donor: the agreement is attached as a PDF, to print, complete (BSN), sign and
 * send back; it takes effect once the foundation has signed it too.
 */
export function PeriodicGiftAgreementEmail({
  gift,
  transactionNumber,
  siteUrl,
}: PeriodicGiftEmailProps) {
  return (
    <BaseLayout
      preview={`Uw overeenkomst periodieke gift ${transactionNumber}: printen, ondertekenen en terugsturen.`}
      siteUrl={siteUrl}
      footerNote="U ontvangt deze e-mail omdat u op onze website een periodieke gift vastlegde."
    >
      <EmailHeading>{`Bedankt, ${gift.firstName}!`}</EmailHeading>
      <Paragraph>
        {`Fijn dat u ${site.name} met een periodieke gift wilt steunen. In de bijlage vindt u de overeenkomst met transactienummer ${transactionNumber}.`}
      </Paragraph>
      <DetailsTable
        rows={[
          ["Transactienummer", transactionNumber],
          ["Bedrag per jaar", formatCents(gift.yearlyAmount)],
          ["Eerste jaar", String(gift.startYear)],
          ["Looptijd", `${gift.durationYears} jaar`],
          [
            "Betaling",
            `${rhythmLabels[gift.rhythm]}, ${paymentMethodLabels[gift.paymentMethod].toLowerCase()}`,
          ],
        ]}
      />
      <Paragraph>
        Print de overeenkomst, vul uw burgerservicenummer (BSN) in, onderteken haar (met uw partner,
        als u die heeft) en stuur haar naar ons terug:
      </Paragraph>
      <Paragraph>{`${site.name}, ${formatAddress()}`}</Paragraph>
      <Paragraph>
        Wij ondertekenen de overeenkomst ook en sturen u een kopie. Bewaar die goed: u hebt haar
        nodig voor uw belastingaangifte.
      </Paragraph>
    </BaseLayout>
  );
}
