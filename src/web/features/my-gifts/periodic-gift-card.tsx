import { formatDateNl } from "@shared/intl";
import { formatCents } from "@shared/money";
import { periodicGiftStatusLabels } from "@shared/periodic-gift";
import type { DonorPeriodicGift } from "@shared/schemas/my-gifts";
import { DownloadIcon } from "lucide-react";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { downloadLinkClasses } from "./styles";

/** One periodic gift agreement: its terms, whether it is signed, and its PDF. */
export function PeriodicGiftCard({ gift }: { gift: DonorPeriodicGift }) {
  const lastYear = gift.startYear + gift.durationYears - 1;
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold">Periodieke gift {gift.transactionNumber}</h3>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Bedrag per jaar</dt>
          <dd className="font-semibold">{formatCents(gift.yearlyAmountCents)}</dd>
          <dt>Looptijd</dt>
          <dd>
            {gift.durationYears} jaar, {gift.startYear} tot en met {lastYear}
          </dd>
          <dt>Status</dt>
          <dd className="font-semibold">
            {periodicGiftStatusLabels[gift.status]}
            {gift.signedOn ? ` op ${formatDateNl(gift.signedOn)}` : null}
          </dd>
        </dl>
        <a
          className={downloadLinkClasses}
          href={`/api/mijn-giften/periodic-gifts/${gift.id}/agreement`}
          download
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          Overeenkomst (PDF)
          <span className="sr-only"> van periodieke gift {gift.transactionNumber}</span>
        </a>
      </CardContent>
    </Card>
  );
}
